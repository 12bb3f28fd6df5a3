// GET /api/auth/otp/status – the pending verification as a code screen may see it (never its token)
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { pendingView } from '@/lib/auth/pending';
import { appError, fail, ok } from '@/lib/errors/app-error';
import { readSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public' }, async () => {
  const { verify } = await readSession();
  return verify ? ok(pendingView(verify)) : fail(appError('otp_no_pending'));
});

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ GET: handler });
