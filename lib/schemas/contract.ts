import * as z from 'zod';
import { otpField } from './fields';

// The contract page's two forms (D§2 /contract-request/id/{id}, D§3 "Contract: id and otp"): the link's
// token travels as a hidden field; the code is the login screens' 6-digit code.
const linkId = z.string().trim().min(1).max(512);

export const contractLinkSchema = z.object({ id: linkId });
export const contractCodeSchema = z.object({ id: linkId, otp: otpField });

export type ContractCodeValues = z.output<typeof contractCodeSchema>;
