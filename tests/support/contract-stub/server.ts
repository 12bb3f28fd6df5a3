import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathPattern, readTable, type Row } from '@/tests/fixtures/contract/table';
import { COURSE, PROMOTIONS, REFERRAL_CODES, changePlan, courseAnswer, newCourse, payment, planAnswer, referralAnswer } from './course';
import { PLACES, demoLearners, lookups, newCode, newToken, type Learner } from './state';

// The second backend (issue 23): a stub of the centre's API built from the conformance table of
// docs/api-contract.md. Every row's method + path is served, under a prefixed base (the centre's
// API_URL may carry a path); nothing else is (404). A row without a flow below answers the envelope
// `{statusCode, message, data}` with a sample built from the row's answer fields. Errors are the
// spec's `{statusCode, message, errors}` (R§7 response handling, R§8): no `code` of the reference API's,
// so the portal must read the spec's messages. Amounts are AED. State: the demo learners, their
// tokens, documents and one payment, the lookups, pending sign-ups and the codes sent (readable
// through `latestCode`, in place of the reference API's sandbox outbox, which is not the centre's).

export const STUB_PREFIX = '/centre/api';

interface Ctx {
  method: string;
  /** path relative to the prefix, no leading slash */
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** the request's bytes (a multipart upload) */
  bytes: Buffer;
  contentType: string;
  learner?: Learner;
  token?: string;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** bytes sent as they are (a file), in place of the JSON body */
  raw?: Buffer;
}

const ok = (data: unknown, message = 'Success'): Answer => ({ status: 200, body: { statusCode: 200, message, data } });
const fail = (status: number, message: string, errors?: Record<string, string>): Answer => ({
  status,
  body: { statusCode: status, message, ...(errors ? { errors } : {}) },
});
const NOT_FOUND = fail(404, 'Not Found');
const UNAUTHORIZED = fail(401, 'Unauthorized');
const INVALID = 'Invalid Data in Form!';
const expiry = () => new Date(Date.now() + 120_000).toISOString();

/** Calls made without a token (D§6 "No token is needed for …"; lookups and the reference's 7.1, 7.4 rows: spec silent). */
const PUBLIC_ROWS = new Set([
  '2.1',
  '2.2',
  '2.3',
  '2.4',
  '2.5',
  '2.6',
  '2.7',
  '2.8',
  '2.12',
  '3.1',
  '3.2',
  '3.3',
  '3.4',
  '3.5',
  '3.6',
  '3.7',
  '3.8',
  '3.9',
  '3.10',
  '5.1',
  '5.2',
  '5.3',
  '6.30',
  '7.1',
  // a signed URL is its own credential (row 6.4)
  '7.5',
]);

/** A value for an answer field the row names, by the name's kind. */
function sample(name: string): unknown {
  if (/^(is|has)[A-Z]/.test(name)) return false;
  if (/amount$|Amount$|^total|^remaining$|^withdrawn$|^count$/.test(name)) return 0;
  if (/Expiry$|At$|^timestamp$|[dD]ate$/.test(name)) return new Date(0).toISOString();
  if (/List$|s$/.test(name) && !/status$/i.test(name)) return [];
  return name;
}

/** `a`, `a.b` → a nested object of samples. */
export function sampleAnswer(names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const parts = name.split('.');
    let at = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) at[part] ??= sample(part);
      else at = (at[part] = typeof at[part] === 'object' && at[part] !== null ? at[part] : {}) as Record<string, unknown>;
    });
  }
  return out;
}

/** The generic list (D§7): `_filters` (JSON; an array value means "in"), `_sort`, `_order`, `_start`, `_end`; bare array + x-total-count. */
function genericList(items: Record<string, unknown>[], query: URLSearchParams): Answer {
  let filters: Record<string, unknown> = {};
  try {
    filters = JSON.parse(query.get('_filters') ?? '{}') as Record<string, unknown>;
  } catch {
    return fail(400, INVALID, { _filters: 'Invalid filters' });
  }
  let found = items.filter((item) =>
    Object.entries(filters).every(([key, value]) => (Array.isArray(value) ? value.includes(item[key]) : item[key] === value)),
  );
  const sort = query.get('_sort');
  if (sort) {
    const sign = query.get('_order') === 'DESC' ? -1 : 1;
    found = [...found].sort((a, b) => (String(a[sort]) < String(b[sort]) ? -sign : String(a[sort]) > String(b[sort]) ? sign : 0));
  }
  const start = Number(query.get('_start') ?? 0);
  const end = Number(query.get('_end') ?? found.length);
  return { status: 200, body: found.slice(start, end), headers: { 'x-total-count': String(found.length) } };
}

export interface ContractStub {
  /** the base the portal is given as API_URL (with the prefix, no trailing slash) */
  url: string;
  /** the last code "sent" to a phone (971…), as the reference API's sandbox outbox would show it */
  latestCode(phone: string): string;
  /** every request seen: `METHOD path` relative to the prefix, with its row */
  seen: { row: string; method: string; path: string }[];
  stop(): Promise<void>;
}

export async function startContractStub(): Promise<ContractStub> {
  const learners = demoLearners();
  const lists = lookups();
  const tokens = new Map<string, Learner>();
  const codes = new Map<string, string>();
  /** uploads (row 6.2) by their uri */
  const files = new Map<string, { bytes: Buffer; fileType: 'jpeg' | 'png' | 'pdf'; owner: Learner }>();
  /** reset token → the pending sign-up or reset */
  const pending = new Map<string, { phone: string; payload?: Record<string, unknown> }>();
  const seen: ContractStub['seen'] = [];

  const phoneOf = (payload: Record<string, unknown>) => {
    const first = (payload.phones as { firstNumber?: Record<string, unknown> } | undefined)?.firstNumber;
    return first ? `${String(first.countryCode)}${String(first.startingCode)}${String(first.number)}` : '';
  };
  const sendCode = (phone: string) => codes.set(phone, newCode());
  const signIn = (learner: Learner) => {
    const token = newToken();
    tokens.set(token, learner);
    return ok({ user: learner.user, token });
  };

  /** Rows with state. Each reads and answers only what its row names (or records, where the spec is silent). */
  const flows: Record<string, (c: Ctx) => Answer> = {
    '2.1': ({ body }) => {
      const errors: Record<string, string> = {};
      if (typeof body.name !== 'string' || !body.name.trim()) errors.name = 'Name is required';
      if (!phoneOf(body)) errors['phones.firstNumber.number'] = 'Phone number is required';
      if (typeof body.password !== 'string' || !body.password) errors.password = 'Password is required';
      if (Object.keys(errors).length) return fail(400, INVALID, errors);
      const resetJWTToken = newToken();
      const phone = phoneOf(body);
      pending.set(resetJWTToken, { phone, payload: body });
      sendCode(phone);
      return ok({ resetJWTToken, otpExpiry: expiry() });
    },
    '2.2': ({ body }) => {
      const p = pending.get(String(body.resetJWTToken));
      if (!p) return fail(400, 'Unable to send OTP');
      sendCode(p.phone);
      return ok({ otpExpiry: expiry() });
    },
    '2.4': ({ body }) => {
      const p = pending.get(String(body.resetJWTToken));
      if (!p?.payload || codes.get(p.phone) !== String(body.otp)) return fail(400, 'Invalid OTP');
      pending.delete(String(body.resetJWTToken));
      if (learners.has(p.phone)) return fail(409, 'User already exists');
      const payload = p.payload;
      const first = (payload.phones as { firstNumber: Record<string, unknown> }).firstNumber;
      const learner: Learner = {
        password: String(payload.password),
        user: {
          _id: `usr-${newCode()}`,
          studentId: null,
          name: payload.name,
          email: payload.email,
          emailVerified: false,
          phones: { firstNumber: first },
          roles: ['student'],
          gender: payload.gender ?? null,
          dob: payload.dob ?? null,
          nationality: payload.nationality ?? null,
          currentStage: 'personalDetails',
          isPreRegisteredUser: false,
          walletAmount: 0,
          avatarUrl: null,
          trainingBranchId: payload.trainingBranchId ?? null,
          studentDetails: (payload.studentDetails as Record<string, unknown>) ?? {},
        },
        documents: [],
        payments: [],
      };
      learners.set(p.phone, learner);
      return signIn(learner);
    },
    '2.5': ({ body }) => {
      const learner = learners.get(String(body.username));
      if (!learner || learner.password !== body.password) return fail(401, 'Invalid Username or Password!');
      if (learner.contactCsr) return fail(403, 'Please contact our CSR to complete your registration');
      return signIn(learner);
    },
    '7.1': ({ body }) => {
      const id = newToken();
      const phone = String(body.username);
      pending.set(id, { phone });
      if (learners.has(phone)) sendCode(phone);
      return ok({ id, otpExpiry: expiry() });
    },
    '2.6': ({ body }) => {
      const p = pending.get(String(body.id));
      const learner = p && learners.get(p.phone);
      if (!p || !learner || codes.get(p.phone) !== String(body.otp)) return fail(400, 'Invalid OTP');
      pending.delete(String(body.id));
      return signIn(learner);
    },
    '2.7': ({ body }) => {
      const resetJWTToken = newToken();
      const phone = String(body.phone);
      pending.set(resetJWTToken, { phone });
      if (learners.has(phone)) sendCode(phone);
      // The same answer for every number (R§7: data.resetJWTToken and message).
      return { status: 200, body: { statusCode: 200, message: 'OTP sent', data: { resetJWTToken, otpExpiry: expiry() } } };
    },
    '2.9': ({ token }) => {
      tokens.delete(token!);
      return { status: 200, body: { statusCode: 200, message: 'Logged out' } };
    },
    '2.10': ({ learner }) => ok({ ...learner!.user, pendingErpLog: null, address: null, StudentCourse: null }),
    '3.2': ({ path }) => {
      const item = lists['entity/v1/license-type']!.find((i) => i._id === decodeURIComponent(path.split('/').pop()!));
      return item ? ok(item) : NOT_FOUND;
    },
    '3.3': () => ({ status: 200, body: lists['entity/v1/license-type']!.map(({ _id, name }) => ({ _id, name })) }),
    '6.1': ({ learner }) => ok({ documents: learner!.documents }),
    '6.3': ({ learner, path, body }) => {
      const id = decodeURIComponent(path.split('/')[4]!);
      const doc = learner!.documents.find((d) => d._id === id);
      if (!doc) return NOT_FOUND;
      if (body._id !== id) return fail(400, INVALID, { _id: 'Invalid _id' });
      if (typeof body.documentNumber !== 'string' || !body.documentNumber.trim())
        return fail(400, INVALID, { documentNumber: 'Document number is required' });
      doc.documentNumber = body.documentNumber.trim();
      return ok({ _id: id, documentNumber: doc.documentNumber });
    },
    // 6.2: the file (kept whole: the stub's files are small), then the attach onto a side
    '6.2': ({ learner, path, body, bytes, contentType }) => {
      if (path === 'upload/v1/upload') {
        const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
        const at = boundary ? bytes.indexOf('\r\n\r\n') : -1;
        const end = boundary ? bytes.lastIndexOf(`\r\n--${boundary}--`) : -1;
        if (at < 0 || end < at) return fail(400, INVALID, { uploadFile: 'Choose a file to upload' });
        const head = bytes.subarray(0, at).toString('utf8');
        const file = bytes.subarray(at + 4, end);
        const fileType = /image\/png/.test(head) ? 'png' : /application\/pdf/.test(head) ? 'pdf' : 'jpeg';
        const uri = randomBytes(16).toString('hex');
        const name = /filename="([^"]*)"/.exec(head)?.[1] ?? 'file';
        files.set(uri, { bytes: file, fileType, owner: learner! });
        return ok({ fileType, uri, name, size: file.length });
      }
      const doc = learner!.documents.find((d) => d._id === body._id);
      const file = files.get(String(body.uri));
      if (!doc) return NOT_FOUND;
      if (!file || file.owner !== learner) return fail(400, INVALID, { uri: 'Invalid file' });
      const side = body.front === false ? 'back' : 'front';
      Object.assign(doc, {
        [`${side}Url`]: body.uri,
        [`${side}Type`]: file.fileType,
        [`${side}Name`]: body.name,
        [`${side}Size`]: file.bytes.length,
      });
      return ok(doc);
    },
    '6.4': ({ learner, query }) => {
      const uri = query.get('filepath') ?? '';
      if (files.get(uri)?.owner !== learner) return NOT_FOUND;
      return ok({ url: `/upload/v1/files/${uri}` });
    },
    '7.5': ({ path }) => {
      const file = files.get(path.split('/').pop()!);
      if (!file) return NOT_FOUND;
      const type = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' }[file.fileType];
      return { status: 200, body: null, raw: file.bytes, headers: { 'content-type': type } };
    },
    '6.5': ({ learner, query }) => genericList(learner!.payments, query),
    '6.6': ({ learner, path }) => {
      const payment = learner!.payments.find((p) => p._id === decodeURIComponent(path.split('/').pop()!));
      return payment ? ok(payment) : NOT_FOUND;
    },
    '6.26': () => ok({ count: 0, latestId: null }),
    // Onboarding and the registration payment (rows 4.1–4.12): R§3's names, AED; see ./course.ts.
    '4.1': ({ learner, body }) => {
      const details = (body.studentDetails ?? {}) as Record<string, unknown>;
      const address = (body.address ?? {}) as Record<string, unknown>;
      const errors: Record<string, string> = {};
      if (typeof body.nationality !== 'string' || !body.nationality) errors.nationality = 'Nationality is required';
      if (typeof address.address !== 'string' || typeof address.latitude !== 'string' || typeof address.longitude !== 'string')
        errors.address = 'Address is required';
      for (const name of ['occupation', 'visaProfession', 'requiredLicenseId', 'gearType'])
        if (typeof details[name] !== 'string' || !details[name]) errors[`studentDetails.${name}`] = `${name} is required`;
      // R§3's own spelling, and a boolean
      if (typeof body.isGoldenOpertunityCustomer !== 'boolean') errors.isGoldenOpertunityCustomer = 'isGoldenOpertunityCustomer is required';
      if (typeof body.isEligibleForAddingNewCategory !== 'boolean')
        errors.isEligibleForAddingNewCategory = 'isEligibleForAddingNewCategory is required';
      if (Object.keys(errors).length) return fail(400, INVALID, errors);
      const user = learner!.user;
      Object.assign(user, {
        nationality: body.nationality,
        address,
        studentDetails: { ...(user.studentDetails as object), ...details },
        currentStage: 'courseDetails',
      });
      return ok({ userRecord: user });
    },
    '4.2': ({ learner }) => ok({ courses: [planAnswer(null)], hasCourse: Boolean(learner!.course) }),
    '4.3': ({ learner, body }) => {
      if (body.courseType !== COURSE.courseType || body.courseCode !== COURSE.courseCode)
        return fail(400, INVALID, { courseCode: 'Course not found' });
      learner!.course = newCourse();
      learner!.user.currentStage = 'courseSelection';
      return ok({ userCourseData: courseAnswer(learner!.course), tokenBalanceAmount: 0 });
    },
    '4.4': ({ learner }) => (learner!.course ? ok(courseAnswer(learner!.course, { eliteAddons: [] })) : fail(409, 'Please choose a course first')),
    '4.5': ({ learner, body }) => {
      if (!learner!.course) return fail(409, 'Please choose a course first');
      changePlan(learner!.course, body);
      return ok(courseAnswer(learner!.course));
    },
    '4.6': () => ok(PROMOTIONS.map(({ _id, publicPromoCode, name, description }) => ({ _id, publicPromoCode, name, description }))),
    '4.7': ({ learner, body }) => {
      const promo = PROMOTIONS.find((p) => p.publicPromoCode.toUpperCase() === String(body.promoCode ?? '').toUpperCase());
      if (!learner!.course) return fail(409, 'Please choose a course first');
      if (!promo) return fail(400, INVALID, { promoCode: 'Invalid promo code' });
      learner!.course.promotionId = promo._id;
      return ok(courseAnswer(learner!.course), 'Promotion applied');
    },
    '4.8': ({ learner }) => {
      if (!learner!.course) return fail(409, 'Please choose a course first');
      learner!.course.promotionId = null;
      return ok(courseAnswer(learner!.course), 'Promotion removed');
    },
    '4.9': ({ learner, body }) => {
      const code = String(body.referral ?? '').toUpperCase();
      const found = REFERRAL_CODES[code];
      if (!learner!.course) return fail(409, 'Please choose a course first');
      if (!found || found.ownerId === learner!.user._id) return fail(400, INVALID, { referral: 'Invalid referral code' });
      learner!.course.referral = { code, refereeFils: found.refereeFils };
      return ok(referralAnswer(learner!.course), 'Referral Applied Successfully !');
    },
    '4.10': ({ learner }) => {
      if (learner!.course) learner!.course.referral = null;
      return ok(referralAnswer(learner!.course ?? null), 'Referral Removed Successfully !');
    },
    '4.11': ({ learner, body }) => {
      const course = learner!.course;
      if (!course) return fail(409, 'Please choose a course first');
      const due = payment(course).amountForPaymentFils;
      const errors: Record<string, string> = {};
      if (body.courseType !== COURSE.courseType) errors.courseType = 'Invalid course type';
      if (JSON.stringify(body.milestones) !== JSON.stringify(course.selected)) errors.milestones = 'Invalid milestones';
      if (body.platform !== 'web') errors.platform = 'Invalid platform';
      if (typeof body.redirectUrl !== 'string' || new URL(body.redirectUrl).pathname !== '/payment/v1/web-hook/payment-handler')
        errors.redirectUrl = 'Invalid redirect URL';
      if (Object.keys(errors).length) return fail(400, INVALID, errors);
      // The amount the learner saw must be the one the centre holds (a stale page is refused).
      if (typeof body.amount !== 'number' || Math.round(body.amount * 100) !== due) return fail(409, 'Amount mismatch');
      const paymentReference = `ord-${newCode()}`;
      (learner!.orders ??= new Map()).set(paymentReference, due);
      return ok({ paymentReference, href: `https://gateway.example/pay?order=${paymentReference}`, status: 'initiated', amount: due / 100 });
    },
    '7.4': ({ query }) => {
      const q = (query.get('q') ?? '').trim();
      if (q.length < 2) return fail(400, INVALID, { q: 'Search text is too short' });
      const found = PLACES.filter((p) => p.name.en.toLowerCase().includes(q.toLowerCase()) || p.name.ar.includes(q));
      return ok(found.slice(Number(query.get('_start') ?? 0), Number(query.get('_end') ?? found.length)));
    },
  };
  // Lookups: the generic list on each resource path (rows 3.1, 3.4–3.9; 3.10 and 6.30 for any resource).
  const listOf = ({ path, query }: Ctx) => (lists[path] ? genericList(lists[path]!, query) : NOT_FOUND);
  for (const id of ['3.1', '3.4', '3.5', '3.6', '3.7', '3.8', '3.9', '3.10', '6.30']) flows[id] = listOf;
  flows['2.3'] = flows['2.2']!;

  // Routes from the table: literal paths before `{id}` ones, `{resource}` last.
  const { rows } = readTable();
  const weight = (path: string) => (path.includes('{resource}') ? 100 : 0) + (path.match(/\{/g) ?? []).length;
  const routes = rows
    .flatMap((row) => row.calls.map((call) => ({ row, method: call.method, path: call.path, pattern: pathPattern(call.path) })))
    .sort((a, b) => weight(a.path) - weight(b.path));

  const answerFor = (row: Row, ctx: Ctx): Answer => {
    if (!PUBLIC_ROWS.has(row.id) && !ctx.learner) return UNAUTHORIZED;
    const flow = flows[row.id];
    return flow ? flow(ctx) : ok(sampleAnswer(row.answer));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stub');
    const send = ({ status, body, headers, raw }: Answer) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(raw ?? JSON.stringify(body));
    };
    if (!url.pathname.startsWith(`${STUB_PREFIX}/`)) return send(NOT_FOUND);
    const path = url.pathname.slice(STUB_PREFIX.length + 1);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const text = bytes.toString('utf8');
    let body: Record<string, unknown> = {};
    if (text && (req.headers['content-type'] ?? '').includes('json')) {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return send(fail(400, INVALID));
      }
    }
    const route = routes.find((r) => r.method === req.method && r.pattern.test(path));
    if (!route) return send(NOT_FOUND);
    seen.push({ row: route.row.id, method: route.method, path });
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const learner = token ? tokens.get(token) : undefined;
    const contentType = req.headers['content-type'] ?? '';
    send(answerFor(route.row, { method: req.method!, path, query: url.searchParams, body, bytes, contentType, learner, token }));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 500, message: 'Internal Server Error', errors: { stub: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${STUB_PREFIX}`,
    latestCode: (phone) => codes.get(phone) ?? '',
    seen,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
