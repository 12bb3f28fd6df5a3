import { z } from 'zod';
import { errorEnvelopeSchema } from '../errors';
import { publicUserSchema } from '../services/users';
import { envelope } from './generic-list';

// Response schemas shared by the auth and student routes (they also serialise: unknown keys are dropped).
export const otpSchema = z.string().regex(/^\d{6}$/, 'OTP should have 6 digits');
export const tokenString = z.string().min(1).max(4096);
export const otpExpirySchema = z.string().describe('ISO 8601 instant the current OTP stops working');
export const loginData = z.object({ user: publicUserSchema, token: z.string() });
export const messageOnly = envelope(z.object({}).loose());

export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorEnvelopeSchema]));
export { envelope };
