import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext, EidReader } from './context';
import type { Db, DbKind } from './db/client';
import type { Env } from './env';
import { registerErrorHandling } from './errors';
import { registerAuth } from './routes/auth';
import { registerHealth } from './routes/health';
import { registerLookups } from './routes/lookups';
import { registerSandbox } from './routes/sandbox';
import { registerStudent } from './routes/student';
import { registerUpload } from './routes/upload';
import { createOtpService } from './services/otp';
import { createRateLimiter, type RateLimiter } from './services/rate-limit';
import { createTokens } from './services/tokens';

export interface BuildAppOptions {
  db: Db;
  env: Env;
  dbKind?: DbKind;
  /** defaults to Redis when REDIS_URL is set, else memory */
  limiter?: RateLimiter;
  /** defaults to the OCR service in services/eid (loaded on first use) */
  readEmiratesId?: EidReader;
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
}

type EidModule = { readEmiratesId: EidReader; shutdownEidReader?: () => Promise<void> };
let eidModule: EidModule | undefined;

// The OCR (another module, with worker threads) loads on first use, so the API boots without it.
const loadEidReader: EidReader = async (image) => {
  eidModule ??= (await import('./services/eid/index')) as EidModule;
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
    bodyLimit: 1024 * 1024,
    // Node's defaults are generous; a bounded request cannot tie a worker up
    requestTimeout: 30_000,
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsLimiter = !opts.limiter;
  const limiter = opts.limiter ?? (await createRateLimiter(env.REDIS_URL));
  const tokens = createTokens(env.TOKEN_SECRET, now);
  const ctx: AppContext = {
    db,
    env,
    dbKind: opts.dbKind ?? (env.DATABASE_URL ? 'postgres' : 'pglite'),
    tokens,
    limiter,
    otp: createOtpService({ db, env, tokens, limiter, now }),
    readEmiratesId: opts.readEmiratesId ?? loadEidReader,
    now,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  if (ownsLimiter) app.addHook('onClose', async () => limiter.close());
  if (!opts.readEmiratesId) app.addHook('onClose', async () => eidModule?.shutdownEidReader?.());

  registerErrorHandling(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Driving centre reference API', version: '1.0.0', description: 'Stand-in for the centre backend; see docs/api-contract.md' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 11 } });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerHealth(app);
  registerLookups(app);
  registerAuth(app);
  registerStudent(app);
  registerUpload(app);
  if (env.SANDBOX) registerSandbox(app);
  return app;
}
