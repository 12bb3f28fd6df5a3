import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appError } from '@/lib/errors/app-error';
import { QuizForm } from '@/components/lectures/quiz-form';
import { answer, mockPut, refuse } from './mock-api-client';
import { renderWithIntl } from './ui-render';

jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: unknown; children: React.ReactNode }) => <a href={JSON.stringify(href)}>{children}</a>,
}));

// The lesson quiz (D§4, D§8): every answer unselected at first, one choice per question, the centre's
// score and right answers shown only after the submit; 'Unable to submit answers.' and 'Lesson Not Found!'.

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
// an hour of lecture window left (tests/components/lecture-window.test.tsx closes it)
const lectureWindow = { accessUntil: new Date(Date.now() + 3_600_000).toISOString(), serverNow: Date.now() };
const props = { lessonId: 'lec-1', topicId: 'lec-1-quiz', attempt: 1, questions, language: 'en', lectureWindow };
const outcome = {
  attempt: 1,
  correct: 1,
  total: 2,
  percentage: 50,
  passed: false,
  passMark: 75,
  questionAnswers: [
    {
      _id: 'q1',
      answers: [
        { _id: 'q1a', isSelected: true, isCorrect: false },
        { _id: 'q1b', isSelected: false, isCorrect: true },
      ],
    },
    {
      _id: 'q2',
      answers: [
        { _id: 'q2a', isSelected: true, isCorrect: true },
        { _id: 'q2b', isSelected: false, isCorrect: false },
      ],
    },
  ],
  nextLessonId: 'lec-2',
  nextLessonUnlocked: false,
};

beforeEach(() => {
  mockPut.mockReset();
  window.localStorage.clear();
});

it('opens with every answer unselected; choosing one deselects the other; the score and right answers after submit', async () => {
  renderWithIntl(<QuizForm {...props} />);
  expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  const q1 = screen.getByRole('group', { name: /STOP sign/ });
  fireEvent.click(screen.getByRole('radio', { name: 'Stop completely' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Slow down' }));
  expect(Array.from(q1.querySelectorAll('input')).filter((r) => r.checked)).toHaveLength(1);
  // not every question answered: nothing is sent
  fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
  expect(await screen.findByText('Please choose one answer for every question.')).toBeTruthy();
  expect(mockPut).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('radio', { name: 'Everyone' }));
  mockPut.mockReturnValue(answer({ statusCode: 200, data: outcome }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
  expect(await screen.findByText('You scored 1 of 2 (50%).')).toBeTruthy();
  expect(screen.getByText('Not passed yet. The pass mark is 75%.')).toBeTruthy();
  expect(screen.getByText(/Stop completely \(correct answer\)/)).toBeTruthy();
  expect(screen.getByText(/Slow down \(your answer\)/)).toBeTruthy();
  const [, body] = mockPut.mock.calls[0] as [
    string,
    { json: { questionAnswers: { _id: string; answers: { _id: string; isSelected: boolean }[] }[] } },
  ];
  expect(body.json.questionAnswers[0]!.answers).toEqual([
    { _id: 'q1a', isSelected: true },
    { _id: 'q1b', isSelected: false },
  ]);
});

it.each([
  [appError('service_unavailable'), 'Unable to submit answers.'],
  [appError('lesson_not_found'), 'Lesson Not Found!'],
])('a refused submit says so (%#)', async (error, text) => {
  renderWithIntl(<QuizForm {...props} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Stop completely' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Everyone' }));
  mockPut.mockReturnValue(refuse(error));
  fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
});
