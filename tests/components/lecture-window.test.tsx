import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { appError } from '@/lib/errors/app-error';
import { LecturePlayer } from '@/components/lectures/lecture-player';
import { QuizForm } from '@/components/lectures/quiz-form';
import { answer, mockPut, refuse } from './mock-api-client';
import { renderWithIntl } from './ui-render';

jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: unknown; children: React.ReactNode }) => <a href={JSON.stringify(href)}>{children}</a>,
}));

// The 4-hour lecture window closing under a learner (issue 26, D§8): on the video and on the quiz,
// by the page's timer or by the centre's 403 lecture_otp_required, 'Time is up! Your session has
// expired.' shows with the way back to a new code, and the quiz keeps the answers already chosen.

const TIME_UP = 'Time is up! Your session has expired.';
const START = Date.parse('2026-11-27T08:00:00.000Z');
/** The server rendered the page at 08:00 with 60 s of window left. */
const closingSoon = { accessUntil: '2026-11-27T08:01:00.000Z', serverNow: START };
/** An hour left on the real clock. */
const anHour = () => ({ accessUntil: new Date(Date.now() + 3_600_000).toISOString(), serverNow: Date.now() });

const questions = [
  {
    _id: 'q1',
    question: 'What must you do at a STOP sign?',
    answers: [
      { _id: 'q1a', answer: 'Slow down', isSelected: false },
      { _id: 'q1b', answer: 'Stop completely', isSelected: false },
    ],
  },
  {
    _id: 'q2',
    question: 'Who wears a seat belt?',
    answers: [
      { _id: 'q2a', answer: 'Everyone', isSelected: false },
      { _id: 'q2b', answer: 'The driver only', isSelected: false },
    ],
  },
];
const quiz = { lessonId: 'lec-1', topicId: 'lec-1-quiz', attempt: 1, questions, language: 'en' };
const player = {
  lessonId: 'lec-1',
  subTopicId: 'lec-1-t1-s1',
  src: '/api/lecture/video/lec-1-t1-s1?language=en',
  title: 'Stop signs',
  language: 'en',
  durationSeconds: 4,
  startAt: 0,
  completePercentage: 0,
  isCompleted: false,
};
const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
const gateLink = () => screen.getByRole('link', { name: 'Get a new code to continue' });

beforeEach(() => {
  mockPut.mockReset();
  window.localStorage.clear();
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('quiz', () => {
  it('the timer closes it: the message, the way back to the code, the answers kept for after it', async () => {
    // the phone's clock is two hours ahead of the server's: the window still has its 60 s
    jest.useFakeTimers({ now: START + 2 * 3_600_000 });
    const first = renderWithIntl(<QuizForm {...quiz} lectureWindow={closingSoon} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Stop completely' }));
    act(() => void jest.advanceTimersByTime(59_000));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('alert').textContent).toBe(TIME_UP);
    expect(JSON.parse(gateLink().getAttribute('href')!)).toEqual({
      pathname: '/dashboard/online-lecture',
      query: { lesson: 'lec-1', expired: '1' },
    });
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    expect(checked('Stop completely')).toBe(true);

    // a new code later, the same quiz again: the choice is still there
    first.unmount();
    jest.useRealTimers();
    renderWithIntl(<QuizForm {...quiz} lectureWindow={anHour()} />);
    expect(checked('Stop completely')).toBe(true);
    expect(checked('Slow down')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a submit the centre refuses with 403 lecture_otp_required says time is up, not "Unable to submit answers."', async () => {
    renderWithIntl(<QuizForm {...quiz} lectureWindow={anHour()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Stop completely' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Everyone' }));
    mockPut.mockReturnValue(refuse(appError('lecture_otp_required')));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(TIME_UP));
    expect(screen.queryByText('Unable to submit answers.')).toBeNull();
    expect(gateLink()).toBeTruthy();
    expect(checked('Stop completely') && checked('Everyone')).toBe(true);
  });

  it('a page rendered after the window closed says so at once', () => {
    jest.useFakeTimers({ now: START });
    renderWithIntl(<QuizForm {...quiz} lectureWindow={{ accessUntil: '2026-11-27T07:59:59.999Z', serverNow: START }} />);
    act(() => void jest.advanceTimersByTime(0));
    expect(screen.getByRole('alert').textContent).toBe(TIME_UP);
  });
});

describe('video', () => {
  it('the timer closes it: the video pauses and the message shows', () => {
    jest.useFakeTimers({ now: START });
    const pause = HTMLMediaElement.prototype.pause as jest.Mock;
    renderWithIntl(<LecturePlayer {...player} lectureWindow={closingSoon} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toBe(TIME_UP);
    expect(gateLink()).toBeTruthy();
    expect(pause).toHaveBeenCalled();
  });

  it('a progress write answered 403 lecture_otp_required closes it; no write after that', async () => {
    mockPut.mockReturnValue(refuse(appError('lecture_otp_required')));
    const { container } = renderWithIntl(<LecturePlayer {...player} lectureWindow={anHour()} />);
    const video = container.querySelector('video')!;
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(TIME_UP));
    expect(mockPut).toHaveBeenCalledTimes(1);
    fireEvent(video, new Event('seeked'));
    expect(mockPut).toHaveBeenCalledTimes(1);
  });

  it('a write the centre accepts leaves the video open', async () => {
    mockPut.mockReturnValue(
      answer({ statusCode: 200, data: { id: player.subTopicId, completePercentage: 25, completedTime: 1, isCompleted: false } }),
    );
    const { container } = renderWithIntl(<LecturePlayer {...player} lectureWindow={anHour()} />);
    fireEvent(container.querySelector('video')!, new Event('pause'));
    expect(await screen.findByText('25% watched')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
