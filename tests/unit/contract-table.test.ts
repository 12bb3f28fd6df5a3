import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeSignupSchema } from '@/lib/schemas/signup';
import { toPersonalDetailsPayload } from '@/lib/upstream/payloads/personal-details';
import { toQuickRegisterPayload, toRegistrationPayload } from '@/lib/upstream/payloads/signup';
import { SPEC_CALLS, type SpecCall } from '@/tests/fixtures/contract/spec-calls';
import { COLUMNS, CONTRACT_DOC, column, pathPattern, readTable, type RowCall } from '@/tests/fixtures/contract/table';
import { personalDetailsAnswers, signupForm } from '@/tests/fixtures/learner';

// The conformance table (docs/api-contract.md "Conformance table") against the spec's calls and
// against what the adapter really sends. (a) Every call the spec names has its row, with the
// spec's method, path and fields. (b) Every adapter function, run against a stub of the centre's
// API whose base carries a prefix, sends the row's method, path and body keys.
// Rows that do not conform yet are KNOWN_DEVIATIONS: the list may only shrink.

/** Row → why the adapter still differs. Remove an entry when its row conforms (the test says so). */
const KNOWN_DEVIATIONS: Readonly<Record<string, string>> = {};

const PREFIX = '/centre/api/';

/** Rows that state a rule about calls rather than a call: the web-hook paths (4.21), UTC-midnight dates (6.24). */
const RULE_ROWS = ['4.21', '6.24'];

// ---------------------------------------------------------------- the table (tests/fixtures/contract/table.ts parses it)

const { header, rows } = readTable();
const rowById = new Map(rows.map((r) => [r.id, r]));
const fieldName = (f: string) => f.replace(/\?$/, '');

describe('(a) the table has a row for every call the spec names', () => {
  it('has the fixed columns (in each of its tables)', () => {
    expect(header.length).toBeGreaterThan(0);
    for (let i = 0; i < header.length; i += COLUMNS.length) expect(header.slice(i, i + COLUMNS.length)).toEqual(COLUMNS);
  });

  it('row numbers are unique, and every row is a call of the fixture (or one of the rules)', () => {
    expect(rows.length).toBe(rowById.size);
    const fixtureRows = new Set([...SPEC_CALLS.map((c) => c.row), ...RULE_ROWS]);
    expect(rows.map((r) => r.id).filter((id) => !fixtureRows.has(id))).toEqual([]);
  });

  it('marks as known deviations exactly the rows of KNOWN_DEVIATIONS', () => {
    const marked = rows.filter((r) => /known deviation/i.test(column(r, 'deviation + reason'))).map((r) => r.id);
    expect(marked.sort()).toEqual([...new Set(Object.keys(KNOWN_DEVIATIONS).map((id) => id.split(' ')[0]!))].sort());
  });

  it.each(SPEC_CALLS.map((c) => [c.id, c] as const))('%s', (_id, call) => {
    const row = rowById.get(call.row);
    if (!row) throw new Error(`no row ${call.row} for ${call.method} ${call.path}`);
    const where = column(row, 'spec method + path');
    expect(where).toContain(call.method);
    expect(where).toContain(call.path);
    const fields = column(row, 'spec request fields');
    for (const name of [...(call.body ?? []), ...(call.query ?? [])].map(fieldName)) expect(fields).toContain(name.split('.').pop());
    const answer = column(row, 'spec answer fields');
    for (const name of call.answerFields ?? []) expect(answer).toContain(name.split('.').pop());
    // A path the spec leaves open is the reference API's decision, and the row says so.
    if (call.from === 'reference') expect(column(row, 'deviation + reason')).toMatch(/spec silent/);
    if (call.made === false) expect(column(row, 'adapter')).toMatch(/^— \(not made\)/);
  });
});

// ---------------------------------------------------------------- step 7: the deviations that stay

/** The rows listed in docs/api-contract.md "### Deliberate deviations" (`| row 4.16, 4.19 |`, `| row 7.1–7.5 |`). */
function deliberateRows(doc = readFileSync(CONTRACT_DOC, 'utf8')): string[] {
  const start = doc.indexOf('### Deliberate deviations');
  if (start < 0) throw new Error('docs/api-contract.md has no "### Deliberate deviations" section');
  const section = doc.slice(start, doc.indexOf('\n### ', start + 1));
  return section
    .split('\n')
    .flatMap((line) => /^\| row ([^|]+) \|/.exec(line)?.[1]?.split(', ') ?? [])
    .flatMap((id) => {
      const range = /^(\d+)\.(\d+)–\1\.(\d+)$/.exec(id.trim());
      if (!range) return [id.trim()];
      return Array.from({ length: Number(range[3]) - Number(range[2]) + 1 }, (_, i) => `${range[1]}.${Number(range[2]) + i}`);
    });
}

describe('step 7: every deviation that stays is listed with its reason', () => {
  const listed = deliberateRows();

  it('lists every row the table marks **deliberate**', () => {
    const marked = rows.filter((r) => /\*\*deliberate\*\*/i.test(column(r, 'deviation + reason'))).map((r) => r.id);
    expect(marked.filter((id) => !listed.includes(id))).toEqual([]);
  });

  it('lists only rows of the table, each saying why in its own deviation cell', () => {
    expect(listed.filter((id) => !rowById.has(id))).toEqual([]);
    expect(listed.filter((id) => column(rowById.get(id)!, 'deviation + reason') === '—')).toEqual([]);
  });

  it('lists every known deviation (KNOWN_DEVIATIONS is the not-yet-conforming part of it)', () => {
    expect(
      Object.keys(KNOWN_DEVIATIONS)
        .map((id) => id.split(' ')[0]!)
        .filter((id) => !listed.includes(id)),
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------- the stub of the centre's API

interface Seen {
  method: string;
  path: string;
  query: string[];
  body: string[] | undefined;
}

/** Key paths of a JSON body (`a`, `a.b`); arrays are leaves. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}${key}`, ...keyPaths(inner, `${prefix}${key}.`)]);
}

async function record(request: IncomingMessage): Promise<Seen> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const type = request.headers['content-type'] ?? '';
  const url = new URL(request.url ?? '/', 'http://stub');
  const body = !text
    ? undefined
    : type.startsWith('multipart/form-data')
      ? [...text.matchAll(/name="([^"]+)"/g)].map((m) => m[1]!)
      : keyPaths(JSON.parse(text) as unknown);
  return { method: request.method ?? '', path: url.pathname, query: [...url.searchParams.keys()], body };
}

let server: Server;
const apiUrlBefore = process.env.API_URL;
const seen: Seen[] = [];
/** What the stub answers the next call: the fixture's sample answer, if it has one. */
let answer: unknown;

beforeAll(async () => {
  server = createServer((request, response) => {
    void record(request).then((entry) => {
      seen.push(entry);
      // Any 2xx will do: the request is what is compared; the adapter may refuse the answer.
      response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '0' });
      response.end(JSON.stringify(answer === undefined ? { statusCode: 200, data: {} } : answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The centre's base may carry a path of its own: every call must keep it.
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PREFIX}`;
});
afterAll(async () => {
  if (apiUrlBefore === undefined) delete process.env.API_URL;
  else process.env.API_URL = apiUrlBefore;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// ---------------------------------------------------------------- (b) the adapter against the rows

const ctx = { token: 'tok-1', sid: undefined, lang: 'en' as const };

// A learner's sign-up with an Emirates ID, so the optional R§3 keys go out too.
const EMIRATES_ID = '784-1990-1234567-1';
const signupValues = makeSignupSchema({ now: new Date('2026-11-26T08:00:00Z') }).parse({ ...signupForm(), emiratesId: EMIRATES_ID });

type Invoke = () => Promise<unknown>;

/** Fixture id → the adapter call that makes it. Loaded after API_URL is set (lib/env reads it once). */
async function adapterCalls(): Promise<Record<string, Invoke>> {
  const auth = await import('@/lib/upstream/auth');
  const profile = await import('@/lib/upstream/profile');
  const eid = await import('@/lib/upstream/eid');
  const issued = await import('@/lib/upstream/issued-documents');
  const rta = await import('@/lib/upstream/rta-test-requests');
  const contracts = await import('@/lib/upstream/contracts');
  const lectures = await import('@/lib/upstream/lectures');
  const lookups = await import('@/lib/upstream/lookups');
  const list = await import('@/lib/upstream/list');
  const details = await import('@/lib/upstream/personal-details');
  const onboarding = await import('@/lib/upstream/onboarding');
  const payments = await import('@/lib/upstream/payments');
  const links = await import('@/lib/upstream/payment-links');
  const documents = await import('@/lib/upstream/documents');
  const history = await import('@/lib/upstream/payment-history');
  const referrals = await import('@/lib/upstream/referrals');
  const schedules = await import('@/lib/upstream/schedules');
  const notifications = await import('@/lib/upstream/notifications');
  const exams = await import('@/lib/upstream/exams');
  const mockTest = await import('@/lib/upstream/mock-test');
  const appointments = await import('@/lib/upstream/appointments');
  const stages = await import('@/lib/upstream/stages');
  const approvals = await import('@/lib/upstream/approvals');
  const renewals = await import('@/lib/upstream/renewals');
  const { z } = await import('zod');
  const item = z.object({ _id: z.string() });
  const day = '2026-12-01T00:00:00.000Z';
  const slotQuery = {
    instanceCode: 'PR-1',
    licenseTypeId: 'lt-1',
    branchId: 'br-1',
    instructorTypeId: 'it-1',
    courseTypeId: 'ct-1',
    gearType: 'automatic',
  };
  const order = {
    courseType: 'ct-1',
    milestones: ['ms-1'],
    amountFils: 31238,
    promotionId: null,
    referralCode: 'FRIEND1',
    referralAmountFils: 5000,
    lumpsum: false,
    isOnlinePayment: true,
    retryPayment: false,
  };
  const linkOrder = { orderId: 'ord-1', trackingId: 'trk-1' };
  return {
    '2.1': () => auth.signup(toRegistrationPayload(signupValues), ctx),
    '2.2': () => auth.sendOtp({ resetJWTToken: 'rst' }, ctx),
    '2.3': () => auth.resendOtp({ resetJWTToken: 'rst' }, ctx),
    '2.4': () => auth.verifyOtp({ resetJWTToken: 'rst', otp: '1234' }, ctx),
    '2.5': () => auth.login({ username: '971501234567', password: 'Secret#123' }, ctx),
    '2.6': () => auth.loginOtpVerify({ id: 'otp-1', otp: '1234' }, ctx),
    '2.7': () => auth.forgotPassword({ phone: '971501234567' }, ctx),
    '2.8': () => auth.resetPassword({ resetJWTToken: 'rst', otp: '1234', password: 'New#12345', confirmPassword: 'New#12345' }, ctx),
    '2.9': () => auth.logout(ctx),
    '2.10': () => profile.getProfile(ctx),
    '2.11': () => auth.sendVerifyEmail(ctx),
    '2.12': () => auth.verifyEmail({ id: 'usr-1', verifyToken: 'vt' }, ctx),
    '2.13': () => profile.preRegister(toQuickRegisterPayload(signupValues), ctx),
    '2.14': () => eid.readEmiratesIdImage({ bytes: new Uint8Array([1, 2, 3]), name: 'eid.png', type: 'image/png' }, ctx),
    '3.1': () => lookups.listLicenseTypes({}, ctx),
    '3.2': () => lookups.getLicenseType('lt-1', ctx),
    '3.3': () => lookups.listAllLicenseTypes(ctx),
    '3.4': () => lookups.listEmirates({}, ctx),
    '3.5': () => lookups.listCountries({}, ctx),
    '3.6': () => lookups.listOccupations({}, ctx),
    '3.7': () => lookups.listVisaProfessions({}, ctx),
    '3.8': () => lookups.listLanguages({}, ctx),
    '3.9': () => lookups.listBranches({}, ctx),
    '3.10': () => list.listResource('entity/v1/training-branch', item, { ...list.DROPDOWN_PAGE, filters: { type: 'main_branch' } }, ctx),
    '4.1': () =>
      details.savePersonalDetails(
        toPersonalDetailsPayload(personalDetailsAnswers(), { gender: 'male', requiredLicenseId: 'lt-1', gearType: 'automatic' }),
        ctx,
      ),
    '4.2': () => onboarding.listCourses(ctx),
    '4.3': () => onboarding.chooseCourse({ courseType: 'ct-1', courseCode: 'REG' }, ctx),
    '4.4': () => onboarding.getStudentCourse(ctx),
    '4.5': () => onboarding.changePlan({ paymentPlan: 'fullPayment' }, ctx),
    '4.6': () => onboarding.listPromotions(ctx),
    '4.7': () => onboarding.applyPromotion('WELCOME10', ctx),
    '4.8': () => onboarding.removePromotion(ctx),
    '4.9': () => onboarding.applyReferral('FRIEND1', ctx),
    '4.10': () => onboarding.removeReferral(ctx),
    '4.11': () => payments.initiatePayment(order, ctx),
    '4.12': () => payments.verifyPayment('ord-1', ctx),
    '4.13': () => payments.listAdditionalFees(ctx),
    '4.15': () => payments.initiateAdditionalPayment({ ids: ['fee-1'], retryPayment: false, amountFils: 10500 }, ctx),
    '4.16': () => payments.verifyPayment('ord-2', ctx),
    '4.17': () => payments.listEliteAddons(ctx),
    '4.18': () => payments.initiateElitePayment({ ids: ['addon-1'], retryPayment: false, amountFils: 10500 }, ctx),
    '4.19': () => payments.verifyPayment('ord-3', ctx),
    '5.1': () => links.getPaymentLink('lnk-1', ctx),
    '5.2': () => links.verifyLinkPayment(linkOrder, ctx),
    '5.3': () => links.checkLinkPayment(linkOrder, ctx),
    '6.1': () => documents.getDocuments(ctx),
    '6.2 upload': () => {
      const boundary = '----table';
      const form = `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxyz\r\n--${boundary}--\r\n`;
      return documents.uploadFile({ body: new Blob([form]).stream(), contentType: `multipart/form-data; boundary=${boundary}` }, ctx);
    },
    '6.2 attach': () =>
      documents.attachDocument('dt-1', 'front', { fileType: 'jpeg', uri: '0123456789abcdef0123456789abcdef', name: 'p.jpg', size: 3 }, ctx),
    '6.3': () => documents.putDocumentNumber('dt-1', 'A123', ctx),
    '6.4': () => documents.getSignedUrl('0123456789abcdef0123456789abcdef', ctx),
    '6.5': () => history.listPaymentHistory(ctx),
    '6.6': () => history.getPaymentDetails('pay-1', ctx),
    '7.6': () => issued.getPreregistrationInvoice('PR-1', ctx),
    '7.7': () => issued.listIssuedDocuments(ctx),
    '7.8': () => issued.getIssuedDocumentForStaff('RF-1', ctx),
    '7.9': () => history.getPaymentDetailsForStaff('pay-1', ctx),
    '7.20': () => rta.createRtaRequest({ testType: 'road', preferredDates: [day], note: 'mornings' }, ctx),
    '7.21': () => rta.listRtaRequests(ctx),
    '7.22': () => rta.getRtaRequest('rq-1', ctx),
    '7.23': () => rta.commentOnRtaRequest('rq-1', 'hello', ctx),
    '8.5': () => issued.getContract('CT-1', ctx),
    '8.6': () => contracts.sendContractOtp('tok-1', ctx),
    '8.7': () => contracts.verifyContractOtp('tok-1', '123456', ctx),
    '8.8': () => contracts.getContractStatus('tok-1', ctx),
    '8.9': () => contracts.generateContractPdf('tok-1', ctx),
    '8.10': () => contracts.updateFileContract('tok-1', new Uint8Array([37, 80, 68, 70, 45]), ctx),
    '8.11': () => contracts.getSignedContractPdf('tok-1', ctx),
    '8.13': () => issued.getRefundDetails('RF-1', ctx),
    '8.14': () => issued.getCorporateRefundDetails('CR-1', ctx),
    '8.15': () => issued.getClearanceCertificate('CC-1', ctx),
    '8.19': () => issued.getLumpsumInvoice({ courseId: 'crs-1', invoiceNumber: 'LS-1' }, ctx),
    '8.20': () => issued.getCorporateInvoice('CI-1', ctx),
    '8.21': () => issued.getCrmInvoice('CRM-1', ctx),
    '8.2': () => exams.getCourseExams(ctx),
    '8.4': () => stages.postStageSkip('lmv-std-s-parking', ctx),
    '8.16': () => approvals.getAdditionalAddon('addon-pickup', ctx),
    '8.17': () => approvals.putApproveNoc(ctx),
    '8.18': () => approvals.postVerifyAdditionalTraining({ isApproved: true, additionalTrainingId: 'trn-1' }, ctx),
    '8.40': () => renewals.getRenewedDate({ type: 'learningPermit', request: true }, ctx),
    '8.3': () => exams.getStudentExamList('usr-1', ctx),
    '8.37': () => exams.getAssessmentResults('usr-1', 'stage-1', ctx),
    '6.8': () => referrals.getReferralReport('usr-1', ctx),
    '8.24': () => referrals.cancelReferral('AISHA200', ctx),
    '8.36': () => appointments.getAppointmentSlots(day, ctx),
    '8.38': () =>
      appointments.bookAppointment({ name: 'Sara Ali', mobile: { countryCode: '971', startingCode: '50', number: '1234567' }, startsAt: day }, ctx),
    '8.39': () =>
      appointments.sendCustomerFeedback({ rating: 5, message: 'Clear', mobile: { countryCode: '971', startingCode: '50', number: '1234567' } }, ctx),
    '6.9': () => schedules.listSchedules({ year: 2026, month: 12 }, ctx),
    '6.10': () => schedules.getSchedule('sch-1', ctx),
    '6.11': () => schedules.getScheduleSummary(ctx),
    '6.12': () => schedules.getScheduleConfig(ctx),
    '6.13': () => schedules.getPracticalSlots({ ...slotQuery, date: day, durationMinutes: 60 }, ctx),
    '6.14': () => schedules.getVipSlots({ date: day, branchId: 'br-1', durationMinutes: 60 }, ctx),
    '6.15': () => schedules.findScheduleDays({ instanceId: 'crs-1', ...slotQuery, startDate: day, endDate: day, durationMinutes: 60 }, ctx),
    '6.16': () => schedules.bookSlot({ instanceId: 'crs-1', ...slotQuery, slotId: 'slot-1' }, ctx),
    '6.17': () => schedules.rateSchedule('sch-1', 5, ctx),
    '6.18': () => schedules.commentOnSchedule('sch-1', 'Thank you', ctx),
    '6.19 find': () => schedules.findRangeSlots('lectureHall', { startDate: day, endDate: day }, ctx),
    '6.19 book': () => schedules.bookRangeSlot('lectureHall', { slotId: 'slot-1' }, ctx),
    '6.20 find': () => schedules.findRangeSlots('mockTest', { startDate: day, endDate: day }, ctx),
    '6.20 book': () => schedules.bookRangeSlot('mockTest', { slotId: 'slot-1' }, ctx),
    '6.21 find': () => schedules.findRangeSlots('simulator', { startDate: day, endDate: day }, ctx),
    '6.21 book': () => schedules.bookRangeSlot('simulator', { slotId: 'slot-1' }, ctx),
    '6.22': () => schedules.bookCustom('stu-1', { startsAt: '2026-12-01T06:00:00.000Z', durationMinutes: 60, branchId: 'br-1' }, ctx),
    '6.23': () => schedules.cancelSchedule('sch-1', 'Travelling', ctx),
    '6.26': () => notifications.getBellState(ctx),
    '6.29': () =>
      profile.updateProfile({ name: 'Aisha', email: 'aisha@example.ae', studentDetails: { language: 'English' }, trainingBranchId: 'br-1' }, ctx),
    '6.30': () => list.listResource('entity/v1/countries', item, { page: 2, perPage: 5, sort: 'name', order: 'ASC' }, ctx),
    '7.1': () => auth.loginOtp({ username: '971501234567' }, ctx),
    '8.30': () => mockTest.sendMockTestOtp(undefined, ctx),
    '8.31': () => mockTest.resendMockTestOtp(ctx),
    '8.32': () => mockTest.verifyMockTestOtp('123456', ctx),
    '8.33': () => mockTest.getMockTestInstructions(undefined, ctx),
    '8.34': () => mockTest.saveMockTestResult('mta-1', ctx),
    '8.35': () => mockTest.getMockTestReport('mta-1', 'ar', ctx),
    '8.50': () => mockTest.getMockTestQuestions('LMV', 'ar', ctx),
    '8.51': () => mockTest.startMockTest({ examType: 'LMV', language: 'ar' }, ctx),
    '8.52': () => mockTest.saveMockTestAnswer({ attemptId: 'mta-1', questionId: 'q-1', optionId: 'q-1-a' }, ctx),
    '7.24': () => lectures.setLectureLanguage('ar', ctx),
    '7.25': () => lectures.getLectureAccess(ctx),
    '7.26': () => lectures.streamLectureVideo('lec-1-t1-s1', 'en', 'bytes=0-99', new AbortController().signal, ctx),
    '8.25': () => lectures.getLecture({ licenseTypeId: 'lt-1', language: 'en', lessonId: 'lec-1' }, ctx),
    '8.26': () => lectures.reportProgress({ id: 'lec-1-t1-s1', completePercentage: 50, completedTime: 2 }, ctx),
    '8.27': () =>
      lectures.submitQuizAnswers(
        { lessonId: 'lec-1', topicId: 'lec-1-quiz', attempt: 1, questionAnswers: [{ _id: 'q1', answers: [{ _id: 'a1', isSelected: true }] }] },
        ctx,
      ),
    '8.28': () => lectures.sendLectureOtp(ctx),
    '8.29': () => lectures.verifyLectureOtp('123456', ctx),
  };
}

/** What differs between the request and the row; empty when it conforms. */
type Expected = Pick<SpecCall, 'method' | 'path' | 'body' | 'query'>;

/** The row's call as an expectation: its fields by place (`?` optional); "not shown" with no field compares nothing. */
function fromRow(rc: RowCall, cell: string): Expected {
  const names = (place: 'body' | 'query') => rc.fields.filter((f) => f.in === place).map((f) => `${f.name}${f.optional ? '?' : ''}`);
  const open = rc.fields.length === 0 && /not shown/.test(cell);
  return { method: rc.method, path: rc.path, body: open ? undefined : names('body'), query: open ? undefined : names('query') };
}

/** The row call a fixture call stands for (a row may hold two calls: find and book). */
function rowCallOf(call: SpecCall): { rc: RowCall; cell: string } | undefined {
  const row = rowById.get(call.row);
  const rc = row?.calls.find((c) => c.method === call.method && c.path === call.path) ?? row?.calls[0];
  return row && rc ? { rc, cell: column(row, 'spec request fields') } : undefined;
}

function differences(call: Expected, request: Seen): string[] {
  const out: string[] = [];
  if (request.method !== call.method) out.push(`method ${request.method}, spec ${call.method}`);
  if (!request.path.startsWith(PREFIX)) out.push(`path ${request.path} lost API_URL's prefix ${PREFIX}`);
  const relative = request.path.slice(PREFIX.length);
  if (!pathPattern(call.path).test(relative)) out.push(`path ${relative}, spec ${call.path}`);
  const compare = (what: string, expected: string[] | undefined, sent: string[]) => {
    if (!expected) return;
    const required = expected.filter((f) => !f.endsWith('?'));
    const known = new Set(expected.map(fieldName).flatMap((f) => f.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
    const missing = required.filter((f) => !sent.includes(f));
    // Extra keys count at the top level and under an object whose keys the row lists.
    const extra = sent.filter(
      (k) => !known.has(k) && (!k.includes('.') || [...known].some((f) => f.startsWith(`${k.slice(0, k.lastIndexOf('.'))}.`))),
    );
    if (missing.length) out.push(`${what} lacks ${missing.join(', ')}`);
    if (extra.length) out.push(`${what} adds ${extra.join(', ')}`);
  };
  compare('body', call.body, request.body ?? []);
  compare('query', call.query, request.query);
  return out;
}

describe('(b) the adapter sends what its row says, under a prefixed API_URL', () => {
  let calls: Record<string, Invoke> = {};
  beforeAll(async () => {
    calls = await adapterCalls();
  });

  it('every made call with an adapter in the table is exercised, and only those', async () => {
    const withAdapter = SPEC_CALLS.filter((c) => c.made !== false && !column(rowById.get(c.row)!, 'adapter').startsWith('—')).map((c) => c.id);
    expect(Object.keys(calls).sort()).toEqual(withAdapter.sort());
    expect(Object.keys(KNOWN_DEVIATIONS).filter((id) => !(id in calls))).toEqual([]);
  });

  it("fails when a row's path or request fields drift from what the adapter sends", () => {
    const sent: Seen = { method: 'PUT', path: `${PREFIX}document/v1/student/documents/dt-1/number`, query: [], body: ['_id', 'documentNumber'] };
    const rowOf = (doc: string) => readTable(doc).rows.find((r) => r.id === '6.3')!;
    const check = (doc: string) => differences(fromRow(rowOf(doc).calls[0]!, column(rowOf(doc), 'spec request fields')), sent);
    const doc = readFileSync(CONTRACT_DOC, 'utf8');
    const cells = '| `PUT document/v1/student/documents/{id}/number` | `_id`, `documentNumber` |';
    expect(doc).toContain(cells);
    expect(check(doc)).toEqual([]);
    expect(check(doc.replace(cells, '| `PUT student/documents/{id}/number` | `_id`, `documentNumber` |'))).toEqual([
      'path document/v1/student/documents/dt-1/number, spec student/documents/{id}/number',
    ]);
    expect(check(doc.replace(cells, '| `PUT document/v1/student/documents/{id}/number` | `documentNumber`, `reason` |'))).toEqual([
      'body lacks reason',
      'body adds _id',
    ]);
  });

  const exercised = SPEC_CALLS.filter((c) => c.made !== false);
  it.each(exercised.map((c) => [c.id, c] as const))('%s', async (id, call) => {
    const invoke = calls[id];
    if (!invoke) return; // no adapter: the row above says where the call is made
    seen.length = 0;
    answer = call.answer;
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await invoke().then(
      () => null,
      (error: unknown) => error,
    );
    quiet.mockRestore();
    answer = undefined;
    // (c) a sample answer made of the row's fields is read, not refused as contract drift
    if (call.answer !== undefined) expect(outcome).toBeNull();
    const request = seen[0];
    if (!request) throw new Error(`${id}: the adapter sent nothing`);
    expect(seen).toHaveLength(1);
    const inRow = rowCallOf(call);
    if (!inRow) throw new Error(`${id}: row ${call.row} names no call`);
    // Against the row's own text (what the table says) and against the fixture (the spec's calls as data).
    const found = [
      ...differences(fromRow(inRow.rc, inRow.cell), request).map((d) => `row ${call.row}: ${d}`),
      ...differences(call, request).map((d) => `fixture: ${d}`),
    ];
    if (id in KNOWN_DEVIATIONS) {
      if (found.length === 0) throw new Error(`${id} conforms now: remove it from KNOWN_DEVIATIONS (and its row's deviation)`);
    } else {
      expect(found).toEqual([]);
    }
  });
});
