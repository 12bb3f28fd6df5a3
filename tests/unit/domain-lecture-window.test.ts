import { windowClosesAt } from '@/lib/domain/lecture-window';

// The lecture window on the browser's clock: what was left at render, counted from when the page came.

const UNTIL = '2026-11-27T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

it.each([
  ['clocks agree', at('2026-11-27T09:00:00.000Z'), at('2026-11-27T09:00:00.000Z'), at('2026-11-27T10:00:00.000Z')],
  ['phone clock 2 h ahead: still an hour', at('2026-11-27T09:00:00.000Z'), at('2026-11-27T11:00:00.000Z'), at('2026-11-27T12:00:00.000Z')],
  ['phone clock 1 day behind: still an hour', at('2026-11-27T09:00:00.000Z'), at('2026-11-26T09:00:00.000Z'), at('2026-11-26T10:00:00.000Z')],
  ['already closed at render', at('2026-11-27T10:00:00.001Z'), 5_000, 5_000],
  ['a millisecond left', at('2026-11-27T09:59:59.999Z'), 5_000, 5_001],
])('%s', (_name, serverNow, clientNow, expected) => {
  expect(windowClosesAt({ accessUntil: UNTIL, serverNow, clientNow })).toBe(expected);
});

it('an unreadable accessUntil is a closed window', () => {
  expect(windowClosesAt({ accessUntil: 'soon', serverNow: 1, clientNow: 7 })).toBe(7);
});
