import 'server-only';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { env } from './env';

// The only module that reads the sealed cookie. The bearer token lives here and in lib/upstream only.

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
  currentStage: string;
}

/** A pending OTP flow (sign-up, forgot password, login by OTP): the reset token stays server-side. */
export interface PendingVerification {
  purpose: 'signup' | 'forgot-password' | 'login-otp' | 'quick-signup';
  resetJWTToken: string;
  phoneNumber: string;
  otpExpiry?: string;
  /** ms epoch of the last send, so the resend countdown can resume after a reload. */
  sentAt: number;
}

export interface SessionData {
  token?: string;
  user?: SessionUser;
  verify?: PendingVerification;
  /** Where to go after login (saved by middleware). */
  returnTo?: string;
}

export const SESSION_COOKIE = env.SECURE_COOKIES ? '__Host-portal_session' : 'portal_session';

/** "2:newest,1:older" → { 2: newest, 1: older }; a single password → itself. Highest id seals. */
export function parseSessionPasswords(raw: string): string | Record<string, string> {
  if (!/^\d+:/.test(raw)) return raw;
  const entries = raw.split(',').map((part) => {
    const idx = part.indexOf(':');
    const id = part.slice(0, idx).trim();
    const password = part.slice(idx + 1);
    if (password.length < 32) throw new Error(`SESSION_PASSWORD entry ${id} is shorter than 32 characters`);
    return [id, password] as const;
  });
  return Object.fromEntries(entries);
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

/** Read-write session in route handlers and server actions. */
export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions);
}

/** Read-only view for server components and middleware (which may not set cookies on the request). */
export async function readSession(req?: NextRequest): Promise<SessionData> {
  const seal = req ? req.cookies.get(SESSION_COOKIE)?.value : (await cookies()).get(SESSION_COOKIE)?.value;
  if (!seal) return {};
  try {
    return await unsealData<SessionData>(seal, { password: sessionOptions.password, ttl: sessionOptions.ttl });
  } catch {
    return {};
  }
}

export function isLoggedIn(session: SessionData): session is SessionData & { token: string; user: SessionUser } {
  return Boolean(session.token && session.user);
}

/** R§2: a pre-registered user with no nationality must finish quick signup first. */
export function needsQuickSignup(user: SessionUser | undefined): boolean {
  return Boolean(user && user.isPreRegisteredUser && !user.hasNationality);
}
