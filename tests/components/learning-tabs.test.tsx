import { screen, within } from '@testing-library/react';
import { AssessmentList } from '@/components/learning/assessment-list';
import { AttemptList } from '@/components/learning/attempt-list';
import { CourseProgressCard } from '@/components/learning/course-progress-card';
import { CourseStages } from '@/components/learning/course-stages';
import { ExamList } from '@/components/learning/exam-list';
import type { AssessmentResult, CourseExam, ExamAttempt } from '@/lib/upstream/schemas/exams';
import type { PlanMilestone } from '@/lib/upstream/schemas/onboarding';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { renderWithIntl } from './ui-render';

// The Courses and Test Details widgets (issue 26) as a learner reads them, in English and Arabic:
// statuses by name, dates in Dubai time as DD-MM-YYYY h:mm A (D§9), scores against their pass mark.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const n = (en: string, ar: string) => ({ en, ar });
const theory = {
  _id: 'ex-theory',
  code: 'THEORY',
  name: n('RTA theory test', 'اختبار النظري في الهيئة'),
  authority: 'rta' as const,
  maxScore: 35,
  passScore: 28,
};
const eye = { _id: 'ex-eye', code: 'EYE', name: n('Eye test', 'فحص النظر'), authority: 'rta' as const, maxScore: null, passScore: null };

const failed: ExamAttempt = {
  _id: 'a1',
  examType: theory,
  instanceCode: 'theory',
  attempt: 1,
  status: 'FAILED',
  scheduledAt: '2026-11-18T05:00:00.000Z',
  location: n('RTA Al Barsha', 'الهيئة، البرشاء'),
  reference: 'RTA-THY-1',
  score: 24,
  remarks: n('Review roundabouts.', 'راجعي الدوارات.'),
  resultAt: '2026-11-18T05:45:00.000Z',
};
const booked: ExamAttempt = {
  ...failed,
  _id: 'a2',
  attempt: 2,
  status: 'BOOKED',
  scheduledAt: '2026-12-09T10:30:00.000Z',
  score: null,
  remarks: null,
  resultAt: null,
};

const exams: CourseExam[] = [
  {
    examType: eye,
    instanceCode: 'file',
    stage: { _id: 'file', name: n('File opening', 'فتح الملف'), paid: true },
    status: 'PASSED',
    attempts: 1,
    latest: null,
  },
  {
    examType: theory,
    instanceCode: 'theory',
    stage: { _id: 'theory', name: n('Theory lectures', 'المحاضرات النظرية'), paid: true },
    status: 'BOOKED',
    attempts: 1,
    latest: booked,
  },
];

describe('ExamList', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('%s: each exam with its standing, attempts and the booked date in Dubai time', (lang, m) => {
    renderWithIntl(<ExamList exams={exams} lang={lang} />, { locale: lang });
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading', { name: eye.name[lang] })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(m.testDetails.status.PASSED);
    expect(items[1]).toHaveTextContent(m.testDetails.status.BOOKED);
    // 10:30 UTC is 2:30 in the afternoon in Dubai
    expect(items[1]).toHaveTextContent(lang === 'en' ? '09-12-2026 2:30 PM' : '09-12-2026 2:30 م');
    expect(items[1]).toHaveTextContent(lang === 'en' ? '1 attempt' : 'محاولة واحدة');
  });

  it('says so when the course has no exam', () => {
    renderWithIntl(<ExamList exams={[]} lang="en" />);
    expect(screen.getByRole('status')).toHaveTextContent(en.testDetails.noExams);
  });
});

describe('AttemptList', () => {
  it('lists the newest first; a sat test shows its score against the pass mark and the remarks, a booked one neither', () => {
    renderWithIntl(<AttemptList attempts={[failed, booked]} lang="en" />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('heading')).toHaveTextContent('RTA theory test · Attempt 2');
    expect(first).not.toHaveTextContent('Score');
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent('18-11-2026 9:00 AM');
    expect(second).toHaveTextContent('24 of 35');
    expect(second).toHaveTextContent('Pass mark28 of 35');
    expect(second).toHaveTextContent('Review roundabouts.');
  });
});

describe('AssessmentList', () => {
  const result: AssessmentResult = {
    _id: 'r1',
    instanceCode: 'theory',
    stage: { _id: 'theory', name: n('Theory lectures', 'المحاضرات النظرية') },
    title: n('Lecture 1 quiz', 'اختبار المحاضرة الأولى'),
    assessedAt: '2026-11-03T06:30:00.000Z',
    assessor: 'Imran Qureshi',
    criteria: [{ name: n('Right of way', 'أولوية المرور'), score: 4, maxScore: 7 }],
    score: 13,
    maxScore: 20,
    passScore: 14,
    passed: false,
    remarks: null,
  };
  it('in Arabic: the result, the stage, the marks of each criterion', () => {
    renderWithIntl(<AssessmentList results={[result]} lang="ar" />, { locale: 'ar' });
    const card = screen.getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('heading', { name: 'اختبار المحاضرة الأولى' })).toBeInTheDocument();
    expect(card).toHaveTextContent(ar.testDetails.failed);
    expect(card).toHaveTextContent('المحاضرات النظرية');
    expect(card).toHaveTextContent('03-11-2026 10:30 ص');
    expect(card).toHaveTextContent('أولوية المرور: 4 من 7');
  });
});

describe('Courses', () => {
  const milestones: PlanMilestone[] = [
    {
      _id: 'm1',
      name: n('Registration and theory', 'التسجيل والنظري'),
      level: 1,
      amount: { centreFils: 0, discountFils: 0, vatFils: 0, rtaFils: 0, totalFils: 0, totalWithDiscountFils: 0 },
      paid: true,
      stages: [
        { _id: 'file', name: n('File opening', 'فتح الملف'), useStageName: false, paid: true, feeCodes: [] },
        { _id: 'road', name: n('Road test', 'اختبار الطريق'), useStageName: false, paid: false, feeCodes: [] },
      ],
    },
  ];

  it("shows each stage paid or not, its exams' standing, and links a paid stage to its results", () => {
    renderWithIntl(<CourseStages milestones={milestones} exams={exams} lang="en" />);
    expect(screen.getByRole('heading', { name: 'Part 1: Registration and theory' })).toBeInTheDocument();
    const file = screen.getByText('File opening').closest('li')!;
    expect(file).toHaveTextContent('Paid');
    expect(file).toHaveTextContent('Eye test Passed');
    expect(within(file).getByRole('link', { name: 'Results of File opening' })).toHaveAttribute('href', '/dashboard/test-details?stage=file');
    const road = screen.getByText('Road test').closest('li')!;
    expect(road).toHaveTextContent('Not paid yet');
    expect(within(road).queryByRole('link')).toBeNull();
  });

  it('reads the progress as "n of m" to a screen reader, and practical training not paid as such', () => {
    renderWithIntl(<CourseProgressCard progress={{ stagesPaid: 2, stagesTotal: 7, examsPassed: 1, examsTotal: 5, practicalHours: null }} />);
    expect(screen.getByRole('progressbar', { name: 'Stages paid' })).toHaveAttribute('aria-valuetext', '2 of 7');
    expect(screen.getByRole('progressbar', { name: 'Tests passed' })).toHaveAttribute('aria-valuetext', '1 of 5');
    expect(screen.getByText('Not paid yet')).toBeInTheDocument();
  });
});
