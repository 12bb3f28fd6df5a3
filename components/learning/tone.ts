// Which colour a status reads in (the badge's class in learning.module.css): done, waiting, not passed, or neutral.
export type Tone = 'good' | 'pending' | 'bad' | 'muted';

const TONES: Record<string, Tone> = {
  PASSED: 'good',
  BOOKED: 'pending',
  FAILED: 'bad',
  ABSENT: 'bad',
  CANCELLED: 'muted',
  NOT_BOOKED: 'muted',
  STAGE_UNPAID: 'muted',
};

export const toneOf = (status: string): Tone => TONES[status] ?? 'muted';
