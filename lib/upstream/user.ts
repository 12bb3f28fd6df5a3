import type { SessionUser } from '@/lib/session';
import type { User } from './schemas/user';

/** The small snapshot the session keeps: what guards and the header need, nothing more. */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user._id,
    name: user.name,
    email: user.email,
    studentId: user.studentId,
    avatarUrl: user.avatarUrl,
    roles: user.roles,
    isPreRegisteredUser: user.isPreRegisteredUser,
    hasNationality: Boolean(user.nationality?.trim()),
  };
}

export function isStudent(user: { roles: string[] }): boolean {
  return user.roles.includes('student');
}
