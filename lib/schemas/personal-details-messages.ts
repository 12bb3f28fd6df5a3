import type { DateProblem, UaeLicence, UaeLicenceProblems } from '@/lib/domain/personal-details';
import { encodeMessage, msg } from './messages';

// The personal-details rules' problems as message codes, zod-free: the schema uses them, and so do
// the UAE licence rows, which show each entry's own problem under the list's one message (R§5).

export function dateProblemMessage(field: string, problem: DateProblem): string {
  switch (problem) {
    case 'required':
      return msg.required(field);
    case 'invalid':
      return msg.invalid(field);
    case 'future':
      return encodeMessage('date_future', { field });
    case 'afterExpiry':
      return encodeMessage('issue_after_expiry');
    case 'beforeIssue':
      return encodeMessage('expiry_before_issue');
  }
}

/** A UAE licence entry's fields → the labels (messages fields.*) their messages name. */
const ENTRY_LABELS: Record<keyof UaeLicence, string> = {
  licenseTypeId: 'licenseType',
  licenseEmirate: 'emirate',
  licenseIssueDate: 'issueDate',
  licenseExpiryDate: 'expiryDate',
};

export function uaeEntryMessages(problems: UaeLicenceProblems): Partial<Record<keyof UaeLicence, string>> {
  const out: Partial<Record<keyof UaeLicence, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [keyof UaeLicence, DateProblem][]) {
    out[field] = dateProblemMessage(ENTRY_LABELS[field], problem);
  }
  return out;
}
