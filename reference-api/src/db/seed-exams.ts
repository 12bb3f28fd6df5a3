import type { AssessmentCriterion, ExamAuthority, ExamStatus, LocalisedName } from './schema/index';

// The tests a driving course includes (each tied to the fee code that puts it in a stage) and the demo
// learner Aisha's record: the eye test passed at file opening, a first theory test failed and a second
// one booked, and two assessments by the centre's staff (docs/learning-tabs.md). Scores and pass marks
// are the centre's settings in this reference, not the RTA's published rules.
const n = (en: string, ar: string): LocalisedName => ({ en, ar });

export const EXAM_TYPES: {
  id: string;
  code: string;
  name: LocalisedName;
  authority: ExamAuthority;
  feeCode: string;
  maxScore: number | null;
  passScore: number | null;
  sortOrder: number;
}[] = [
  {
    id: 'ex-eye',
    code: 'EYE',
    name: n('Eye test', 'فحص النظر'),
    authority: 'rta',
    feeCode: 'RTA-EYE',
    maxScore: null,
    passScore: null,
    sortOrder: 1,
  },
  {
    id: 'ex-theory',
    code: 'THEORY',
    name: n('RTA theory test', 'اختبار النظري في الهيئة'),
    authority: 'rta',
    feeCode: 'RTA-THEORY',
    maxScore: 35,
    passScore: 28,
    sortOrder: 2,
  },
  {
    id: 'ex-parking',
    code: 'PARKING',
    name: n('RTA parking test', 'اختبار المواقف في الهيئة'),
    authority: 'rta',
    feeCode: 'RTA-PARKING',
    maxScore: null,
    passScore: null,
    sortOrder: 3,
  },
  {
    id: 'ex-assessment',
    code: 'ASSESSMENT',
    name: n('Centre assessment test', 'اختبار التقييم في المركز'),
    authority: 'centre',
    feeCode: 'CTR-ASSESS',
    maxScore: 100,
    passScore: 80,
    sortOrder: 4,
  },
  {
    id: 'ex-road',
    code: 'ROAD',
    name: n('RTA road test', 'اختبار الطريق في الهيئة'),
    authority: 'rta',
    feeCode: 'RTA-ROAD',
    maxScore: null,
    passScore: null,
    sortOrder: 5,
  },
];

const RTA_AL_BARSHA = n('RTA Customer Happiness Centre, Al Barsha', 'مركز إسعاد المتعاملين التابع للهيئة، البرشاء');
const RTA_UMM_RAMOOL = n('RTA Customer Happiness Centre, Umm Ramool', 'مركز إسعاد المتعاملين التابع للهيئة، أم الرمول');

export const AISHA_EXAMS: {
  id: string;
  userId: string;
  examTypeId: string;
  stageId: string;
  attempt: number;
  status: ExamStatus;
  scheduledAt: Date;
  location: LocalisedName;
  reference: string;
  score: number | null;
  remarks: LocalisedName | null;
  resultAt: Date | null;
}[] = [
  {
    id: 'exm-aisha-eye-1',
    userId: 'usr-aisha',
    examTypeId: 'ex-eye',
    stageId: 'lmv-std-s-file',
    attempt: 1,
    status: 'PASSED',
    scheduledAt: new Date('2026-10-16T10:30:00+04:00'),
    location: RTA_AL_BARSHA,
    reference: 'RTA-EYE-2610-48213',
    score: null,
    remarks: n('Fit to drive without glasses.', 'لائقة للقيادة دون نظارة.'),
    resultAt: new Date('2026-10-16T10:45:00+04:00'),
  },
  {
    id: 'exm-aisha-theory-1',
    userId: 'usr-aisha',
    examTypeId: 'ex-theory',
    stageId: 'lmv-std-s-theory',
    attempt: 1,
    status: 'FAILED',
    scheduledAt: new Date('2026-11-18T09:00:00+04:00'),
    location: RTA_AL_BARSHA,
    reference: 'RTA-THY-2611-77120',
    score: 24,
    remarks: n('Review right of way at roundabouts and road markings.', 'راجعي أولوية المرور عند الدوارات وعلامات الطريق.'),
    resultAt: new Date('2026-11-18T09:45:00+04:00'),
  },
  {
    id: 'exm-aisha-theory-2',
    userId: 'usr-aisha',
    examTypeId: 'ex-theory',
    stageId: 'lmv-std-s-theory',
    attempt: 2,
    status: 'BOOKED',
    scheduledAt: new Date('2026-12-09T14:30:00+04:00'),
    location: RTA_UMM_RAMOOL,
    reference: 'RTA-THY-2612-80954',
    score: null,
    remarks: null,
    resultAt: null,
  },
];

const criterion = (en: string, ar: string, score: number, maxScore: number): AssessmentCriterion => ({ name: n(en, ar), score, maxScore });

export const AISHA_ASSESSMENTS: {
  id: string;
  userId: string;
  instanceCode: string;
  title: LocalisedName;
  assessedAt: Date;
  assessor: string;
  criteria: AssessmentCriterion[];
  score: number;
  maxScore: number;
  passScore: number;
  remarks: LocalisedName | null;
}[] = [
  {
    id: 'asr-aisha-file-1',
    userId: 'usr-aisha',
    instanceCode: 'lmv-std-s-file',
    title: n('Road-safety knowledge check', 'اختبار المعرفة بالسلامة المرورية'),
    assessedAt: new Date('2026-10-15T12:00:00+04:00'),
    assessor: 'Mariam Al Suwaidi',
    criteria: [criterion('Road signs', 'إشارات الطريق', 4, 5), criterion('Safe following distance', 'مسافة الأمان', 5, 5)],
    score: 9,
    maxScore: 10,
    passScore: 6,
    remarks: null,
  },
  {
    id: 'asr-aisha-theory-1',
    userId: 'usr-aisha',
    instanceCode: 'lmv-std-s-theory',
    title: n('Lecture 1 quiz: traffic rules and signs', 'اختبار المحاضرة الأولى: قواعد المرور والإشارات'),
    assessedAt: new Date('2026-11-03T10:30:00+04:00'),
    assessor: 'Imran Qureshi',
    criteria: [
      criterion('Regulatory signs', 'الإشارات التنظيمية', 6, 8),
      criterion('Right of way', 'أولوية المرور', 4, 7),
      criterion('Road markings', 'علامات الطريق', 3, 5),
    ],
    score: 13,
    maxScore: 20,
    passScore: 14,
    remarks: n(
      'Attend the next lecture on roundabouts before retaking the RTA theory test.',
      'احضري المحاضرة القادمة عن الدوارات قبل إعادة اختبار النظري.',
    ),
  },
];
