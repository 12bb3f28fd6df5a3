import { StaffBar, switchHref } from '@/components/staff/staff-bar';
import styles from '@/components/staff/staff.module.css';
import { readStaffSession } from '@/lib/session';
import { langOf } from '@/lib/staff/reports';
import { staffMessages } from '@/lib/staff/use-cases';

// /staff/link – where a refused report link lands (altered, expired, or someone else's): a clear word
// and a way to log in, never data.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReportLinkRefusedPage({ searchParams }: Props) {
  const q = await searchParams;
  const lang = langOf(q.lang);
  const t = staffMessages(lang);
  const staff = await readStaffSession();
  const notYours = q.reason === 'not-yours';
  return (
    <main className={styles.main}>
      <StaffBar lang={lang} name={staff?.user.name} switchHref={switchHref('/staff/link', q, lang)} words={t} />
      <h1>{notYours ? t.linkNotYoursTitle : t.linkInvalidTitle}</h1>
      <p>{notYours ? t.linkNotYoursBody : t.linkInvalidBody}</p>
      {staff ? null : (
        <p>
          <a className={styles.primary} href={`/staff/login?lang=${lang}`}>
            {t.loginToOpen}
          </a>
        </p>
      )}
    </main>
  );
}
