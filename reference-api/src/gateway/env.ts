import path from 'node:path';
import { z } from 'zod';
import { secretProblem } from '../platform/secrets';

// The gateway sandbox's settings. The working key is the merchant's secret (shared only with the API);
// the merchant id and access code are public in CCAvenue's model (the access code rides in the
// iframe's URL), so they have fixed sandbox values.
export const gatewayEnvSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(1).max(65535).default(4020),
  HOST: z.string().default('127.0.0.1'),
  GATEWAY_MERCHANT_ID: z
    .string()
    .regex(/^\w{1,20}$/)
    .default('45990'),
  GATEWAY_ACCESS_CODE: z
    .string()
    .regex(/^\w{8,40}$/)
    .default('AVSB45990SANDBOX00'),
  GATEWAY_WORKING_KEY: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      const problem = secretProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => v as string),
  /** Origins allowed to frame the card page (the portal). Space-separated. */
  GATEWAY_FRAME_ANCESTORS: z.string().default('http://localhost:3000'),
  /** Orders survive a restart here (one JSON line per change). */
  GATEWAY_DATA_DIR: z.string().default('.data/gateway'),
  /** How long the "slow bank" test card takes before it succeeds. */
  GATEWAY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  INIT_CWD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayEnv = z.output<typeof gatewayEnvSchema>;

export function parseGatewayEnv(source: Record<string, string | undefined> = process.env): GatewayEnv {
  const parsed = gatewayEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')} ${i.message}`).join('\n');
    throw new Error(`Invalid gateway sandbox environment:\n${lines}`);
  }
  const data = parsed.data;
  return { ...data, GATEWAY_DATA_DIR: path.resolve(data.INIT_CWD ?? process.cwd(), data.GATEWAY_DATA_DIR) };
}
