import * as z from 'zod';
import { QUESTION_PATH, SUB_TOPIC_PATH } from '@/lib/upstream/lectures';
import type { ProxyEntry } from './types';

// Online lectures (contract rows 8.26, 8.27): the player's progress writes and the quiz's submit, from
// browser JS. The OTP and the language are server actions (lib/lectures); the video is its own stream
// handler (app/api/lecture/video), which forwards the browser's Range.
const none = z.object({}).strict();

export const LECTURE_ROUTES: readonly ProxyEntry[] = [
  {
    method: 'PUT',
    pattern: '/student/lecture/sub-topic',
    upstream: { path: () => SUB_TOPIC_PATH },
    access: 'student',
    query: none,
    kind: 'json',
    timeoutMs: 10_000,
    maxBytes: 1024,
  },
  {
    method: 'PUT',
    pattern: '/student/lecture/question',
    upstream: { path: () => QUESTION_PATH },
    access: 'student',
    query: none,
    kind: 'json',
    timeoutMs: 10_000,
    maxBytes: 32 * 1024,
  },
];
