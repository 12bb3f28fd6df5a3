import { staffLogoutAction } from '@/lib/staff/actions';
import type { StaffLang } from '@/lib/staff/reports';
import styles from './staff.module.css';

/** The staff area's top line: who is logged in, the EN/AR switch (same page, other ?lang=) and log out. */
export function StaffBar({
  lang,
  name,
  switchHref,
  words,
}: {
  lang: StaffLang;
  name?: string;
  switchHref: string;
  words: { staffArea: string; switchLang: string; logout: string };
}) {
  return (
    <div className={styles.bar}>
      <a href={`/staff?lang=${lang}`} className={styles.link}>
        {words.staffArea}
        {name ? ` · ${name}` : ''}
      </a>
      <span>
        <a href={switchHref} lang={lang === 'en' ? 'ar' : 'en'} className={styles.link}>
          {words.switchLang}
        </a>
        {name ? (
          <>
            {' · '}
            <form action={staffLogoutAction}>
              <input type="hidden" name="lang" value={lang} />
              <button type="submit" className={styles.button}>
                {words.logout}
              </button>
            </form>
          </>
        ) : null}
      </span>
    </div>
  );
}

/** The same path and query in the other language. */
export function switchHref(path: string, query: Record<string, string | string[] | undefined>, lang: StaffLang): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string' && k !== 'lang' && k !== 'sent') q.set(k, v);
  q.set('lang', lang === 'en' ? 'ar' : 'en');
  return `${path}?${q}`;
}
