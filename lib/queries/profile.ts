import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeSchema } from '@/lib/upstream/schemas/common';
import { profileSchema } from '@/lib/upstream/schemas/user';

// The logged-in student's profile through the BFF. Pages prefetch it on the server under the same
// key (lib/upstream/profile.ts) and hydrate, so the first paint never waits on the browser.

export const profileKeys = {
  me: () => ['profile', 'me'] as const,
};

export async function fetchProfile() {
  return envelopeSchema(profileSchema).parse(await api.get('user/v1/student/profile').json()).data;
}

export function profileQuery() {
  return queryOptions({ queryKey: profileKeys.me(), queryFn: fetchProfile });
}
