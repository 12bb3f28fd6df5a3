import { redirect } from 'next/navigation';
import { StaffBar, switchHref } from '@/components/staff/staff-bar';
import styles from '@/components/staff/staff.module.css';
import { readStaffSession } from '@/lib/session';
import { langOf, pagesFor } from '@/lib/staff/reports';
import { staffMessages } from '@/lib/staff/use-cases';

// /staff – the staff member's reports
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffHomePage({ searchParams }: Props) {
  const q = await searchParams;
  const lang = langOf(q.lang);
  const staff = await readStaffSession();
  if (!staff) redirect(`/staff/login?lang=${lang}`);
  const t = staffMessages(lang);
  return (
    <main className={styles.main}>
      <StaffBar lang={lang} name={staff.user.name} switchHref={switchHref('/staff', q, lang)} words={t} />
      <h1>{t.reports}</h1>
      <ul>
        {pagesFor(staff.user.roles).map((p) => (
          <li key={p.href}>
            <a href={`${p.href}?lang=${lang}`} className={styles.link}>
              {t.title[p.report]}
            </a>{' '}
            <span dir="ltr">({p.href})</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
