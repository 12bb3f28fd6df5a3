import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { MergeMessages } from '@/components/providers/merge-messages';

// A page's own client messages sit on top of its section's (issue 22: the dashboard layout no longer
// sends every page's namespaces to every page); a nested provider alone would replace them.

function Reader() {
  const t = useTranslations();
  return (
    <p>
      {t('ui.close')} / {t('documents.title')} / {t('fields.documentNumber')} / {t('fields.email')}
    </p>
  );
}

it('reads the section’s messages and the page’s, merged key by key', () => {
  render(
    <NextIntlClientProvider locale="ar" messages={{ ui: { close: 'إغلاق' }, fields: { email: 'البريد' } }} timeZone="Asia/Dubai">
      <MergeMessages messages={{ documents: { title: 'رفع المستندات' }, fields: { documentNumber: 'رقم المستند' } }}>
        <Reader />
      </MergeMessages>
    </NextIntlClientProvider>,
  );
  expect(screen.getByText('إغلاق / رفع المستندات / رقم المستند / البريد')).toBeInTheDocument();
});
