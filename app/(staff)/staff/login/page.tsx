import { redirect } from 'next/navigation';
import { StaffBar, switchHref } from '@/components/staff/staff-bar';
import styles from '@/components/staff/staff.module.css';
import { readStaffSession } from '@/lib/session';
import { staffLoginAction } from '@/lib/staff/actions';
import { langOf } from '@/lib/staff/reports';
import { staffMessages } from '@/lib/staff/use-cases';

// /staff/login – the staff area's own login (D§1: the student portal refuses staff; this one refuses learners)
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffLoginPage({ searchParams }: Props) {
  const q = await searchParams;
  const lang = langOf(q.lang);
  const t = staffMessages(lang);
  const next = typeof q.next === 'string' ? q.next : '/staff';
  if (await readStaffSession()) redirect(next.startsWith('/') && !next.startsWith('//') ? next : '/staff');
  return (
    <main className={styles.main}>
      <StaffBar lang={lang} switchHref={switchHref('/staff/login', q, lang)} words={t} />
      <h1>{t.login}</h1>
      <p>{t.loginIntro}</p>
      {q.error ? (
        <p role="alert" className={styles.error}>
          {q.error === 'unavailable' ? t.unavailable : t.loginFailed}
        </p>
      ) : null}
      <form action={staffLoginAction}>
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="next" value={next} />
        <label className={styles.field}>
          {t.phone}
          <input name="phone" inputMode="tel" autoComplete="username" required dir="ltr" />
        </label>
        <label className={styles.field}>
          {t.password}
          <input name="password" type="password" autoComplete="current-password" required dir="ltr" />
        </label>
        <button type="submit" className={styles.primary}>
          {t.submit}
        </button>
      </form>
    </main>
  );
}
