import { courseProgress, examsOfStage } from '@/lib/domain/course-progress';

// The Courses tab's figures (issue 26): counts of what the API answered, never more done than paid.

const milestones = [
  {
    stages: [
      { _id: 'file', paid: true },
      { _id: 'theory', paid: true },
    ],
  },
  { stages: [{ _id: 'assess', paid: false }] },
  {
    stages: [
      { _id: 'practice', paid: false },
      { _id: 'parking', paid: false },
    ],
  },
];

describe('courseProgress', () => {
  it.each([
    [
      'the seeded learner: two stages paid, one exam passed of five, no practical paid',
      { exams: ['PASSED', 'BOOKED', 'STAGE_UNPAID', 'STAGE_UNPAID', 'STAGE_UNPAID'], practicalMinutes: { paid: 0, completed: 0 } },
      { stagesPaid: 2, stagesTotal: 5, examsPassed: 1, examsTotal: 5, practicalHours: null },
    ],
    [
      'hours to one decimal',
      { exams: [], practicalMinutes: { paid: 1200, completed: 290 } },
      { stagesPaid: 2, stagesTotal: 5, examsPassed: 0, examsTotal: 0, practicalHours: { completed: 4.8, paid: 20 } },
    ],
    [
      'never more completed than paid (a session the centre added)',
      { exams: null, practicalMinutes: { paid: 60, completed: 90 } },
      { stagesPaid: 2, stagesTotal: 5, examsPassed: null, examsTotal: null, practicalHours: { completed: 1, paid: 1 } },
    ],
    [
      'unknown figures stay unknown',
      { exams: null, practicalMinutes: null },
      { stagesPaid: 2, stagesTotal: 5, examsPassed: null, examsTotal: null, practicalHours: null },
    ],
  ] as const)('%s', (_name, input, expected) => {
    const exams = input.exams ? input.exams.map((status, i) => ({ instanceCode: `s${i}`, status })) : null;
    expect(courseProgress({ milestones, exams, practicalMinutes: input.practicalMinutes })).toEqual(expected);
  });
});

describe('examsOfStage', () => {
  it("keeps one stage's exams in order, and none when unknown", () => {
    const exams = [
      { instanceCode: 'road', code: 'ASSESSMENT' },
      { instanceCode: 'theory', code: 'THEORY' },
      { instanceCode: 'road', code: 'ROAD' },
    ];
    expect(examsOfStage(exams, 'road').map((e) => e.code)).toEqual(['ASSESSMENT', 'ROAD']);
    expect(examsOfStage(null, 'road')).toEqual([]);
  });
});
