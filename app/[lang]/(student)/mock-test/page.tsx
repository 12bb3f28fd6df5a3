import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { MockTestCodeForm } from '@/components/mock-test/code-form';
import { mockTestPage } from '@/components/mock-test/page-setup';
import { SendCodeForm } from '@/components/mock-test/send-code-form';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { resendMockTestCodeAction, sendMockTestCodeAction, verifyMockTestCodeAction } from './actions';
import styles from '../dashboard/dashboard.module.css';

// /{lang}/mock-test – D§2 "(OTP)": the door of the online mock test. A code is texted to the learner's
// phone (send-mocktest-otp) and verified here; then the instructions. ?resendAfter (the API's time,
// set by the send action) says a code is on its way, so the page asks for it.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ resendAfter?: string }> };

export const generateMetadata = unindexedPageMetadata('mockTest');

export default async function MockTestCodePage({ params, searchParams }: Props) {
  const [{ lang, t }, { resendAfter }] = await Promise.all([mockTestPage(params), searchParams]);
  const resendAt = /^\d{13}$/.test(resendAfter ?? '') ? Number(resendAfter) : null;
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('code.title')}</h1>
      {resendAt === null ? (
        <>
          <p className={styles.lead}>{t('code.intro')}</p>
          <SendCodeForm action={sendMockTestCodeAction} />
        </>
      ) : (
        <>
          <p className={styles.lead}>{t('code.sent')}</p>
          <MockTestCodeForm
            verify={verifyMockTestCodeAction}
            resend={resendMockTestCodeAction}
            resendIn={Math.max(0, Math.ceil((resendAt - Date.now()) / 1000))}
          />
        </>
      )}
    </DashboardFrame>
  );
}
