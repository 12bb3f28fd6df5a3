import 'server-only';
import { randomBytes } from 'node:crypto';
import { getIronSession, unsealData, type IronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { env, sessionPasswordEntries } from './env';
import { appError, fail, ok, type Result } from './errors/app-error';
import { sessionStore } from './session-store';
import { isStudent } from './upstream/user';

// The only module that reads the sealed cookie. The bearer token lives here and in lib/upstream only;
// pages get the user snapshot (viewer), never the token. A logged-in session also has an id (sid) in
// the session store: ending it there ends every copy of the cookie (lib/session-store.ts).

/** The small user snapshot guards and the header need; never the token, never a hash. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  studentId: string | null;
  avatarUrl: string | null;
  roles: string[];
  isPreRegisteredUser: boolean;
  hasNationality: boolean;
}

/** A pending OTP flow (sign-up, forgot password, login by OTP): the reset token stays server-side. */
export interface PendingVerification {
  purpose: 'signup' | 'forgot-password' | 'login-otp';
  resetJWTToken: string;
  phoneNumber: string;
  otpExpiry?: string;
  /** ms epoch of the last send, so the resend countdown can resume after a reload. */
  sentAt: number;
}

export interface SessionData {
  sid?: string;
  token?: string;
  user?: SessionUser;
  verify?: PendingVerification;
}

export type Session = IronSession<SessionData>;

export const SESSION_COOKIE = env.SECURE_COOKIES ? '__Host-portal_session' : 'portal_session';

/** "2:newest,1:older" → { 2: newest, 1: older }; a single password → itself. Highest id seals. */
export function parseSessionPasswords(raw: string): string | Record<string, string> {
  const entries = sessionPasswordEntries(raw);
  return /^\d+:/.test(raw) ? Object.fromEntries(entries) : (entries[0]?.[1] ?? raw);
}

export const sessionOptions: SessionOptions = {
  cookieName: SESSION_COOKIE,
  password: parseSessionPasswords(env.SESSION_PASSWORD),
  ttl: env.SESSION_TTL_SECONDS,
  cookieOptions: {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SECURE_COOKIES,
    path: '/',
  },
};

type LoggedIn = { sid: string; token: string; user: SessionUser };

export function isLoggedIn(session: SessionData): session is SessionData & LoggedIn {
  return Boolean(session.sid && session.token && session.user);
}

/** Logged in as a student: the portal's only kind of user (another role's token opens nothing here). */
export function isStudentSession<T extends SessionData>(session: T): session is T & LoggedIn {
  return isLoggedIn(session) && isStudent(session.user);
}

export type StudentSession = Session & LoggedIn;

/** A logged-in cookie whose session was ended (logout, upstream 401, expiry) reads as logged out. */
async function withoutDeadLogin<T extends { sid?: string; token?: string; user?: unknown }>(data: T): Promise<T> {
  if (!data.token && !data.user && !data.sid) return data;
  const alive = data.sid ? await (await sessionStore()).has(data.sid) : false;
  if (!alive) {
    delete data.sid;
    delete data.token;
    delete data.user;
  }
  return data;
}

/** Read-write session for route handlers and server actions. */
export async function getSession(): Promise<Session> {
  return withoutDeadLogin(await getIronSession<SessionData>(await cookies(), sessionOptions));
}

/**
 * The one student check of use cases and route handlers (pages use requireStudent): the read-write
 * session, so a use case can refresh the user snapshot, else 'unauthorized'.
 */
export async function studentSession(): Promise<Result<StudentSession>> {
  const session = await getSession();
  return isStudentSession(session) ? ok(session) : fail(appError('unauthorized'));
}

/** Read-only view for server components and middleware (which may not set cookies on the request). */
export async function readSession(req?: NextRequest): Promise<SessionData> {
  const seal = req ? req.cookies.get(SESSION_COOKIE)?.value : (await cookies()).get(SESSION_COOKIE)?.value;
  if (!seal) return {};
  try {
    return await withoutDeadLogin(await unsealData<SessionData>(seal, { password: sessionOptions.password, ttl: sessionOptions.ttl }));
  } catch {
    return {};
  }
}

/** A new session id in the store, the old one (if any) out of it: every login gets a fresh one (no fixation). */
async function newSessionId(old: string | undefined): Promise<string> {
  const store = await sessionStore();
  if (old) await store.remove(old);
  const sid = randomBytes(18).toString('base64url');
  await store.add(sid, env.SESSION_TTL_SECONDS);
  return sid;
}

/** Logs in: a new session id every time (no fixation), the token sealed, any pending code dropped. */
export async function startSession(session: Session, { token, user }: { token: string; user: SessionUser }): Promise<void> {
  session.sid = await newSessionId(session.sid);
  session.token = token;
  session.user = user;
  delete session.verify;
  await session.save();
}

/** Logs out everywhere: the id leaves the store (every copy of the cookie dies), the cookie goes. */
export async function endSession(session: Session): Promise<void> {
  if (session.sid) await revokeSession(session.sid);
  session.destroy();
}

/** Ends a session by id, e.g. when the upstream refused its token during a page render. */
export async function revokeSession(sid: string): Promise<void> {
  await (await sessionStore()).remove(sid);
}

/** R§2: a pre-registered user with no nationality must finish quick signup first. */
export function needsQuickSignup(user: SessionUser | undefined): boolean {
  return Boolean(user && user.isPreRegisteredUser && !user.hasNationality);
}

// ---- Staff (issue 25): a cookie of their own, so a staff login never reads as a student's anywhere in
// the student portal (its guards see no session), and a student's cookie opens no staff page.

/** The staff member's snapshot: who they are and their roles, never the token. */
export interface StaffUser {
  id: string;
  name: string;
  email: string;
  roles: string[];
}

export interface StaffSessionData {
  sid?: string;
  token?: string;
  user?: StaffUser;
}

export const STAFF_ROLES = ['customer_service_rep', 'salesman', 'cashier', 'admin'] as const;
export const isStaff = (user: { roles: string[] }) => user.roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));

export const STAFF_COOKIE = env.SECURE_COOKIES ? '__Host-portal_staff' : 'portal_staff';
const staffOptions: SessionOptions = { ...sessionOptions, cookieName: STAFF_COOKIE };

export type StaffSession = IronSession<StaffSessionData>;
export type LoggedInStaff = StaffSessionData & { sid: string; token: string; user: StaffUser };

/** Read-write staff session (actions, route handlers); an ended one reads as logged out. */
export async function getStaffSession(): Promise<StaffSession> {
  return withoutDeadLogin(await getIronSession<StaffSessionData>(await cookies(), staffOptions));
}

/** The logged-in staff member (read-only, for pages), or null. */
export async function readStaffSession(): Promise<LoggedInStaff | null> {
  const seal = (await cookies()).get(STAFF_COOKIE)?.value;
  if (!seal) return null;
  try {
    const data = await withoutDeadLogin(await unsealData<StaffSessionData>(seal, { password: staffOptions.password, ttl: staffOptions.ttl }));
    return data.sid && data.token && data.user && isStaff(data.user) ? (data as LoggedInStaff) : null;
  } catch {
    return null;
  }
}

export async function startStaffSession(session: StaffSession, { token, user }: { token: string; user: StaffUser }): Promise<void> {
  session.sid = await newSessionId(session.sid);
  session.token = token;
  session.user = user;
  await session.save();
}

export async function endStaffSession(session: StaffSession): Promise<void> {
  if (session.sid) await revokeSession(session.sid);
  session.destroy();
}
