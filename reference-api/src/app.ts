import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext, EidReader } from './context';
import type { Db, DbKind } from './db/client';
import type { Env } from './env';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createOtp } from './modules/auth/otp';
import { APPOINTMENT_LABELS } from './modules/appointments/contract';
import { registerAppointments } from './modules/appointments/routes';
import { AUTH_LABELS } from './modules/auth/contract';
import { registerAuth } from './modules/auth/routes';
import { DOCUMENT_LABELS } from './modules/documents/contract';
import { registerDocuments } from './modules/documents/routes';
import { registerIssuedDocuments } from './modules/issued-documents/routes';
import { registerExams } from './modules/exams/routes';
import { registerContracts } from './modules/contracts/routes';
import { registerLectures } from './modules/lectures/routes';
import { registerHealth } from './modules/health/routes';
import { NOTIFICATION_LABELS } from './modules/notifications/contract';
import { attachRealtime } from './modules/notifications/realtime';
import { createTickets } from './modules/notifications/ticket';
import { registerNotifications } from './modules/notifications/routes';
import { ONBOARDING_LABELS } from './modules/onboarding/contract';
import { registerOnboarding } from './modules/onboarding/routes';
import { PAYMENT_LABELS } from './modules/payments/contract';
import { registerPaymentLinks } from './modules/payments/links/routes';
import { registerPayments } from './modules/payments/routes';
import { REFERRAL_LABELS } from './modules/referrals/contract';
import { registerReferrals } from './modules/referrals/routes';
import { SCHEDULE_LABELS } from './modules/schedules/contract';
import { registerSchedules } from './modules/schedules/routes';
import { PLACE_LABELS } from './modules/places/contract';
import { registerPlaces } from './modules/places/routes';
import { LOOKUP_LABELS } from './modules/lookups/contract';
import { registerLookups } from './modules/lookups/routes';
import { MOCK_TEST_LABELS } from './modules/mock-test/contract';
import { registerMockTest } from './modules/mock-test/routes';
import { registerRenewals } from './modules/renewals/routes';
import { registerReports } from './modules/reports/routes';
import { registerRtaTestRequests } from './modules/rta-test-requests/routes';
import { registerSandbox } from './modules/sandbox/routes';
import { STUDENT_LABELS } from './modules/student/contract';
import { registerStages } from './modules/stages/routes';
import { registerApprovals } from './modules/approvals/routes';
import { registerStudent } from './modules/student/routes';
import { MAX_UPLOAD_BYTES } from './modules/upload/contract';
import { registerUpload } from './modules/upload/routes';
import { ApiError, GENERIC_ERRORS } from './platform/errors';
import { frameworkErrors, registerErrorHandling } from './platform/http';
import { createOutbox } from './platform/outbox';
import { createFileStore, type FileStore } from './platform/file-store';
import { createRateLimits, type RateLimits } from './platform/rate-limits';
import { createRouteLimits, REALTIME_ACKS_PER_LEARNER } from './platform/route-limits';
import { createTokens } from './platform/tokens';

export interface BuildAppOptions {
  db: Db;
  env: Env;
  dbKind?: DbKind;
  /** defaults to Redis when REDIS_URL is set, else the API's database */
  limits?: RateLimits;
  /** separates the limiter keys of apps sharing one Redis (tests) */
  rateLimitPrefix?: string;
  /** defaults to the OCR in modules/upload/eid (loaded on first use) */
  readEmiratesId?: EidReader;
  /** defaults to the store the environment names (platform/file-store.ts) */
  fileStore?: FileStore;
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
}

type EidModule = { readEmiratesId: EidReader; shutdownEidReader?: () => Promise<void> };
let eidModule: EidModule | undefined;

// The OCR (another module, with worker threads) loads on first use, so the API boots without it.
const loadEidReader: EidReader = async (image) => {
  eidModule ??= (await import('./modules/upload/eid/index')) as EidModule;
  return eidModule.readEmiratesId(image);
};

function trustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  if (!value) return false;
  // a hop count is a number to Fastify, though its types only admit strings
  return /^\d+$/.test(value) ? (Number(value) as unknown as string) : value;
}

/** The whole API as a Fastify instance; server.ts listens on it, tests call app.inject(). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, env } = opts;
  const now = opts.now ?? Date.now;
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: trustProxy(env.TRUST_PROXY),
    // JSON bodies here are small (the largest, a registration, is a few kB); the Emirates ID upload
    // has its own multipart limit. Counted on the stream, chunked bodies included.
    bodyLimit: 64 * 1024,
    // On close: idle keep-alive connections go at once, and answers while closing carry
    // `connection: close` (below), so shutdown never waits out the keep-alive time-out.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Node's defaults are generous; a bounded request cannot tie a worker up
    requestTimeout: 30_000,
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsLimits = !opts.limits;
  const redisPrefix = opts.rateLimitPrefix ?? env.REDIS_KEY_PREFIX;
  const limits =
    opts.limits ??
    (await createRateLimits({ redisUrl: env.REDIS_URL, db, secret: env.OTP_SECRET, prefix: redisPrefix, warn: (m) => app.log.warn(m) }));
  const tokens = createTokens(env.TOKEN_SECRET, now);
  const outbox = createOutbox({ keepCodes: env.SANDBOX });
  const tickets = createTickets(env.TOKEN_SECRET, now);
  const realtime = await attachRealtime(app, {
    db,
    tickets,
    portalUrl: env.PORTAL_URL,
    redisUrl: env.REDIS_URL,
    ackLimiter: limits.limiter('realtime-ack', REALTIME_ACKS_PER_LEARNER),
    ...(redisPrefix ? { adapterKey: `notification:${redisPrefix}` } : {}),
  });
  const ctx: AppContext = {
    db,
    env,
    dbKind: opts.dbKind ?? (env.DATABASE_URL ? 'postgres' : 'pglite'),
    tokens,
    limits,
    limiters: {
      verifyEmail: limits.limiter('verify-email', { points: env.VERIFY_EMAILS_PER_HOUR, durationSeconds: 3600 }),
      eidReads: limits.limiter('eid-read', { points: env.EID_READS_PER_WINDOW, durationSeconds: env.EID_WINDOW_SECONDS }),
    },
    routeLimits: createRouteLimits(limits),
    outbox,
    otp: createOtp({ db, env, tokens, limits, outbox, now }),
    throttle: createLoginThrottle({ db, env, limits, now }),
    readEmiratesId: opts.readEmiratesId ?? loadEidReader,
    realtime,
    tickets,
    files: opts.fileStore ?? (await createFileStore(db, env)),
    now,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  if (ownsLimits) app.addHook('onClose', async () => limits.close());
  if (!opts.readEmiratesId) app.addHook('onClose', async () => eidModule?.shutdownEidReader?.());

  // While closing: new requests get 503 in the envelope; answers in flight close their connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError(GENERIC_ERRORS.service_unavailable, { headers: { 'retry-after': '5' } });
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  registerErrorHandling(app, {
    ...LOOKUP_LABELS,
    ...AUTH_LABELS,
    ...STUDENT_LABELS,
    ...NOTIFICATION_LABELS,
    ...ONBOARDING_LABELS,
    ...PLACE_LABELS,
    ...PAYMENT_LABELS,
    ...DOCUMENT_LABELS,
    ...SCHEDULE_LABELS,
    ...MOCK_TEST_LABELS,
    ...APPOINTMENT_LABELS,
    ...REFERRAL_LABELS,
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Driving centre reference API', version: '1.0.0', description: 'Stand-in for the centre backend; see docs/api-contract.md' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerHealth(app);
  registerLookups(app);
  registerAuth(app);
  registerStudent(app);
  registerUpload(app);
  registerNotifications(app);
  registerOnboarding(app);
  registerPlaces(app);
  registerPayments(app);
  registerReferrals(app);
  registerPaymentLinks(app);
  registerReports(app);
  registerDocuments(app);
  registerIssuedDocuments(app);
  registerExams(app);
  registerContracts(app);
  registerSchedules(app);
  registerRtaTestRequests(app);
  registerMockTest(app);
  registerAppointments(app);
  registerLectures(app);
  registerStages(app);
  registerApprovals(app);
  registerRenewals(app);
  if (env.SANDBOX) registerSandbox(app);
  return app;
}
