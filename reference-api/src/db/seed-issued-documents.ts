import type { LocalisedName } from './schema/columns';
import type { corporateAccounts, issuedDocuments, LedgerLine } from './schema/index';
import { COURSES, FEE_CODES } from './seed-courses';
import { priceLine } from '../modules/enrolment';
import { CONTRACT_CLAUSES } from '../modules/contracts/clauses';

// The demo's issued documents (issue 25, README): Aisha has one of each kind a learner receives, and
// Yousef, whose employer pays for his licence, has his employer's invoices and refund note. Every line
// is priced by the money module (priceLine: the corporate discount on the centre's part, VAT 5% on
// the net, per line), so each document's totals are sums of its lines.

const n = (en: string, ar: string): LocalisedName => ({ en, ar });

function line(code: string, quantity: number, discountBp = 0): LedgerLine {
  const fee = FEE_CODES.find((f) => f.code === code);
  if (!fee) throw new Error(`seed: fee code ${code} is missing`);
  return { name: fee.name, ...priceLine({ payee: fee.payee, unitFils: fee.unitFils, quantity }, discountBp) };
}

/** Every fee of a course, milestone by milestone, one line per fee code (a lump sum pays them all). */
function courseLines(courseId: string, discountBp = 0): LedgerLine[] {
  const course = COURSES.find((c) => c.id === courseId)!;
  const qty = new Map<string, number>();
  for (const m of course.milestones) for (const st of m.stages) for (const f of st.feeCodes) qty.set(f.code, (qty.get(f.code) ?? 0) + f.quantity);
  return [...qty].map(([code, q]) => line(code, q, discountBp));
}

const STANDARD = COURSES.find((c) => c.id === 'crs-lmv-standard')!;
const CORPORATE_BP = 2500;

export const CORPORATE_ACCOUNTS: (typeof corporateAccounts.$inferInsert)[] = [
  {
    id: 'corp-gulf-star',
    name: n('Gulf Star Logistics LLC', 'شركة جلف ستار للخدمات اللوجستية ذ.م.م'),
    trn: '100398765400003',
    address: n(
      'Plot S30412, Jebel Ali Free Zone South, Dubai, United Arab Emirates',
      'قطعة S30412، المنطقة الحرة لجبل علي الجنوبية، دبي، الإمارات العربية المتحدة',
    ),
    contactEmail: 'accounts@gulfstar-logistics.example.ae',
  },
];

const CLEARANCE_STATEMENT = {
  en: [
    'This is to certify that the learner named above has no amount outstanding with the centre and no booked class, test or equipment to return.',
    'The centre has no objection to the learner transferring the training file to another driving institute licensed by the RTA.',
  ],
  ar: [
    'نشهد بأن المتعلم المذكور أعلاه ليس عليه أي مبلغ مستحق للمركز، ولا حصة أو اختبار محجوز، ولا معدات واجبة الإرجاع.',
    'لا مانع لدى المركز من نقل ملف التدريب الخاص بالمتعلم إلى معهد قيادة آخر مرخص من الهيئة.',
  ],
};

const at = (iso: string) => new Date(iso);

export const ISSUED_DOCUMENTS: (typeof issuedDocuments.$inferInsert)[] = [
  {
    id: 'PR-2026-000205',
    kind: 'preregistration_invoice',
    userId: 'usr-aisha',
    issuedAt: at('2026-10-02T06:10:00Z'),
    lines: [line('RTA-FILE', 1), line('RTA-EYE', 1)],
    details: { method: 'online' },
  },
  {
    id: 'CT-2026-000087',
    kind: 'contract',
    userId: 'usr-aisha',
    issuedAt: at('2026-10-15T07:25:00Z'),
    lines: courseLines(STANDARD.id),
    details: { courseId: STANDARD.id, courseName: STANDARD.name, paragraphs: CONTRACT_CLAUSES },
  },
  {
    id: 'LS-2026-000031',
    kind: 'lumpsum_invoice',
    userId: 'usr-aisha',
    issuedAt: at('2026-10-15T07:40:00Z'),
    lines: courseLines(STANDARD.id),
    details: { courseId: STANDARD.id, courseName: STANDARD.name, method: 'card' },
  },
  {
    id: 'CRM-2026-000118',
    kind: 'crm_invoice',
    userId: 'usr-aisha',
    issuedAt: at('2026-10-20T10:05:00Z'),
    lines: [line('CTR-SIM', 2), line('CTR-ASSESS', 1), line('RTA-TEST-FRI-SAT', 1)],
    details: { method: 'card', receivedBy: 'Sara Haddad' },
  },
  {
    id: 'RF-2026-000041',
    kind: 'refund',
    userId: 'usr-aisha',
    issuedAt: at('2026-11-03T08:45:00Z'),
    lines: [line('CTR-SIM', 1)],
    details: {
      refundOf: 'CRM-2026-000118',
      reason: n('Simulator session cancelled by the centre', 'ألغى المركز جلسة المحاكاة'),
      method: 'card',
    },
  },
  {
    id: 'CC-2026-000012',
    kind: 'clearance',
    userId: 'usr-aisha',
    issuedAt: at('2026-11-20T09:00:00Z'),
    lines: [],
    details: { courseId: STANDARD.id, courseName: STANDARD.name, paragraphs: CLEARANCE_STATEMENT },
  },
  {
    id: 'CI-2026-000019',
    kind: 'corporate_invoice',
    userId: 'usr-yousef',
    corporateAccountId: 'corp-gulf-star',
    issuedAt: at('2026-10-05T05:30:00Z'),
    lines: [line('RTA-FILE', 1), line('CTR-FILE', 1, CORPORATE_BP), line('RTA-EYE', 1), line('CTR-THEORY', 8, CORPORATE_BP), line('RTA-THEORY', 1)],
    details: {
      courseId: STANDARD.id,
      courseName: STANDARD.name,
      purchaseOrder: 'PO-GSL-2026-0457',
      dueAt: '2026-11-04T20:00:00Z',
      method: 'bank_transfer',
      trainees: ['Yousef Al Marzouqi'],
    },
  },
  {
    id: 'CL-2026-000007',
    kind: 'corporate_lumpsum_invoice',
    userId: 'usr-yousef',
    corporateAccountId: 'corp-gulf-star',
    issuedAt: at('2026-10-05T05:45:00Z'),
    lines: courseLines(STANDARD.id, CORPORATE_BP),
    details: {
      courseId: STANDARD.id,
      courseName: STANDARD.name,
      purchaseOrder: 'PO-GSL-2026-0458',
      dueAt: '2026-11-04T20:00:00Z',
      method: 'bank_transfer',
      trainees: ['Yousef Al Marzouqi'],
    },
  },
  {
    id: 'CR-2026-000004',
    kind: 'corporate_refund',
    userId: 'usr-yousef',
    corporateAccountId: 'corp-gulf-star',
    issuedAt: at('2026-11-12T11:15:00Z'),
    lines: [line('CTR-PRAC-R', 2, CORPORATE_BP)],
    details: {
      refundOf: 'CL-2026-000007',
      reason: n('Two class hours not taken', 'ساعتا تدريب لم تؤخذا'),
      method: 'bank_transfer',
      trainees: ['Yousef Al Marzouqi'],
    },
  },
];
