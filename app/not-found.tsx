import { BareDocument } from '@/components/layout/bare-document';
import styles from '@/components/layout/not-found-screen.module.css';

// Not-found outside the language prefix (/payment/…, /dev/…). Kept small and bilingual: Next
// serialises this boundary into every page's payload.
export default function RootNotFound() {
  return (
    <BareDocument lang="en">
      <title>Page not found</title>
      <main id="main" className={styles.main}>
        <div className={`container ${styles.inner}`}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1 className={styles.title}>Page not found</h1>
          <p className={styles.text} lang="ar" dir="rtl">
            الصفحة غير موجودة
          </p>
          <p className={styles.text}>
            {/* Another root layout (app/[lang]/layout.tsx) renders these pages: a full page load either way. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
            <a href="/en">Back to Home</a> · {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
            <a href="/ar" lang="ar" hrefLang="ar">
              العودة إلى الرئيسية
            </a>
          </p>
        </div>
      </main>
    </BareDocument>
  );
}
