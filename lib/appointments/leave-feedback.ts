import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { FeedbackValues } from '@/lib/schemas/appointments';
import { sendCustomerFeedback } from '@/lib/upstream/appointments';
import { clientContext } from '@/lib/upstream/context';
import { attempt, renameFields } from '@/lib/upstream/result';

// 'Customer feedback' without an account (D§2, D§6): a rating, a message and the mobile number.

export async function leaveFeedback(values: FeedbackValues): Promise<Result<{ id: string }>> {
  const { countryCode, startingCode, number, message, rating } = values;
  const answer = await attempt(async () =>
    sendCustomerFeedback({ rating: Number(rating), message, mobile: { countryCode, startingCode, number } }, await clientContext()),
  );
  if (!answer.ok) {
    const fields = renameFields(answer.error.fields, FIELD_MAP, LABELS);
    return { ok: false, error: { ...answer.error, ...(fields ? { fields } : {}) } };
  }
  return { ok: true, value: { id: answer.value._id } };
}

const LABELS = { number: 'phone', startingCode: 'phone', slot: 'slot', name: 'name', rating: 'rating', message: 'message' };
const FIELD_MAP = {
  rating: 'rating',
  message: 'message',
  'mobile.countryCode': 'number',
  'mobile.startingCode': 'startingCode',
  'mobile.number': 'number',
};
