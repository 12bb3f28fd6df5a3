import { randomBytes } from 'node:crypto';

// Every test process gets secrets of its own (lib/env refuses to run without them, and refuses
// published ones): a test never runs on a value anyone could know.
for (const name of ['SESSION_PASSWORD', 'TOKEN_SECRET', 'OTP_SECRET']) process.env[name] ??= randomBytes(32).toString('base64url');
