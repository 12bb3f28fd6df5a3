'use server';

import { redirect } from 'next/navigation';
import { assertSameOriginAction } from '@/lib/forms/action-origin';
import { readStaffSession } from '@/lib/session';
import { filterFrom, filterQuery, langOf, reportForPage } from './reports';
import { emailLink, loginStaff, logoutStaff } from './use-cases';

// The staff area's form posts (plain forms: they work before any JavaScript, on a phone).

const str = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v.trim() : '';
};

/** Only the staff area's own pages may be returned to after login. */
function safeNext(next: string): string {
  return /^\/(?:staff|salesman|cashier|csr|collection-report)(?:[/?]|$)/.test(next) && !next.startsWith('//') ? next : '/staff';
}

// POST /staff/login – a staff session of its own; a learner or a wrong password: the same refusal
export async function staffLoginAction(form: FormData): Promise<void> {
  await assertSameOriginAction();
  const lang = langOf(str(form, 'lang'));
  const next = safeNext(str(form, 'next'));
  const phone = str(form, 'phone').replace(/[\s+-]/g, '');
  const result = /^\d{6,15}$/.test(phone) && str(form, 'password') ? await loginStaff(phone, str(form, 'password')) : 'refused';
  if (result !== 'ok') redirect(`/staff/login?${new URLSearchParams({ lang, next, error: result })}`);
  redirect(next);
}

export async function staffLogoutAction(form: FormData): Promise<void> {
  await assertSameOriginAction();
  await logoutStaff();
  redirect(`/staff/login?lang=${langOf(str(form, 'lang'))}`);
}

// POST on a report page – e-mails the staff member a 7-day link to this report's PDF
export async function emailReportLinkAction(form: FormData): Promise<void> {
  await assertSameOriginAction();
  const staff = await readStaffSession();
  const lang = langOf(str(form, 'lang'));
  if (!staff) redirect(`/staff/login?lang=${lang}`);
  const role = str(form, 'role');
  const page = str(form, 'page');
  const report = reportForPage(role, page, staff.user.roles);
  if (!report) redirect('/staff');
  const filter = filterFrom(
    { startDate: str(form, 'startDate'), endDate: str(form, 'endDate'), branchId: str(form, 'branchId') || undefined },
    new Date(),
  );
  const sent = await emailLink(staff, report, filter, lang);
  redirect(`/${role}/${page}?${filterQuery(filter, { lang, sent: sent ? '1' : '0' })}`);
}
