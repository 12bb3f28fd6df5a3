import * as z from 'zod';
import { PROFILE_PATH } from '@/lib/upstream/profile';
import type { ProxyEntry } from './types';

// The logged-in student's own records.

export const STUDENT_ROUTES: readonly ProxyEntry[] = [
  {
    method: 'GET',
    pattern: '/user/v1/student/profile',
    upstream: { path: () => PROFILE_PATH },
    access: 'student',
    kind: 'json',
    timeoutMs: 10_000,
    maxBytes: 0,
    query: z.object({}).strict(),
  },
];
