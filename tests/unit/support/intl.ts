import { createTranslator } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Translate } from '@/lib/errors/text';

// next-intl's root translators over the real catalogues, as server actions get them from
// getTranslations() (lib/errors/text takes one as its `t`).

export const messages = { en, ar } as const;

export function translator(locale: 'en' | 'ar'): Translate {
  return createTranslator({ locale, messages: messages[locale] }) as unknown as Translate;
}

export const tEn = translator('en');
export const tAr = translator('ar');
