import type { LocalisedName } from '../db/schema/columns';

// The driving centre's own particulars: the one place they are written. Every invoice carries them
// (payment details' `centre`, printed on the PDF), so a deployment changes them here and nowhere
// else. The name is the portal's brand too: messages/{en,ar}.json `common.siteName` must say the
// same (tests/unit/brand.test.ts holds them together).

export interface Centre {
  name: LocalisedName;
  trn: string;
  address: LocalisedName;
  phone: string;
  email: string;
}

export const CENTRE: Centre = {
  name: { en: 'Firstdrive Driving Centre', ar: 'مركز فيرست درايف لتعليم القيادة' },
  trn: '100234567800003',
  address: { en: 'Al Quoz Industrial Area 3, Dubai, United Arab Emirates', ar: 'القوز الصناعية 3، دبي، الإمارات العربية المتحدة' },
  phone: '+971 4 000 0000',
  email: 'info@firstdrive.ae',
};
