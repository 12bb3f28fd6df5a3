import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The logged-in student's profile through the BFF. Pages prefetch it on the server under the same
// key (lib/upstream/profile.ts) and hydrate, so the first paint never waits on the browser.

export const profileKeys = {
  me: () => ['profile', 'me'] as const,
};

export async function fetchProfile() {
  // The schemas (zod, ~26 kB) load with the first refetch: the first render uses the server's
  // prefetch, so a page with the profile never ships them up front (issue 12 budgets).
  const [body, { envelopeSchema }, { profileSchema }] = await Promise.all([
    api.get('user/v1/student/profile').json(),
    import('@/lib/upstream/schemas/common'),
    import('@/lib/upstream/schemas/user'),
  ]);
  return envelopeSchema(profileSchema).parse(body).data;
}

export function profileQuery() {
  return queryOptions({ queryKey: profileKeys.me(), queryFn: fetchProfile });
}
