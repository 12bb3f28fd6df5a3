// GET /api/lecture/video/{subTopicId}?language – a lecture video from the centre, the browser's Range forwarded (seek on a phone)
import * as z from 'zod';
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { relayBody } from '@/lib/bff/relay';
import { appError, fail } from '@/lib/errors/app-error';
import { streamLectureVideo } from '@/lib/upstream/lectures';
import { lectureLanguageSchema } from '@/lib/upstream/schemas/lectures';

export const dynamic = 'force-dynamic';

const SUB_TOPIC = /^[A-Za-z0-9_-]{1,100}$/;
/** One byte range, the only form the centre serves as 206 (the rest would be the whole file). */
const RANGE = /^bytes=\d*-\d*$/;
const PASSED_ON = ['content-type', 'content-length', 'content-range', 'accept-ranges'] as const;

const handler = bffHandler({ access: 'student', query: z.object({ language: lectureLanguageSchema }).strict() }, async ({ req, query }) => {
  const subTopicId = decodeURIComponent(new URL(req.url).pathname.split('/').at(-1) ?? '');
  if (!SUB_TOPIC.test(subTopicId)) return fail(appError('not_found'));
  const range = req.headers.get('range');
  const upstream = await streamLectureVideo(subTopicId, query.language, range && RANGE.test(range) ? range : null, req.signal);
  const headers = new Headers({ 'cache-control': 'private, max-age=300', 'x-content-type-options': 'nosniff' });
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // a seek or leaving the page drops this answer: relayBody stops the centre's too, quietly
  return new Response(relayBody(upstream.body, req.signal, 'lecture video'), { status: upstream.status, headers });
});

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ GET: handler });
