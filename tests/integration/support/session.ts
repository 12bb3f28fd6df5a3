import { sealData, unsealData } from 'iron-session';
import type { SessionData, SessionUser } from '@/lib/session';

// Seal and open session cookies the way lib/session does, to plant a session or inspect one.
// The password is the dev default of lib/env unless the environment sets one.
const PASSWORD = process.env.SESSION_PASSWORD ?? 'dev-only-session-password-change-me-0123456789';

export const COOKIE = 'portal_session';

export const someStudent: SessionUser = {
  id: 'usr-test',
  name: 'Test Student',
  email: 'test@example.ae',
  studentId: '200001',
  avatarUrl: null,
  roles: ['student'],
  isPreRegisteredUser: false,
  hasNationality: true,
  currentStage: 'homeScreen',
};

export function seal(data: SessionData): Promise<string> {
  return sealData(data, { password: PASSWORD });
}

export function unseal(value: string): Promise<SessionData> {
  return unsealData<SessionData>(value, { password: PASSWORD });
}
