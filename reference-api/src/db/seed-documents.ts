import type { DocumentFormat, LocalisedName } from './schema/index';

// The documents the centre asks every learner for (D§3). Fixed ids, named in docs/api-contract.md.
const n = (en: string, ar: string): LocalisedName => ({ en, ar });
const images: DocumentFormat[] = ['jpeg', 'png'];
const any: DocumentFormat[] = ['jpeg', 'png', 'pdf'];

export const DOCUMENT_TYPES = [
  {
    id: 'doc-emirates-id',
    name: n('Emirates ID', 'الهوية الإماراتية'),
    instruction: n('Upload a clear picture of both sides of your Emirates ID.', 'ارفع صورة واضحة لوجهي الهوية الإماراتية.'),
    formats: any,
    hasFrontSide: true,
    hasBackSide: true,
    requiresNumber: true,
    sortOrder: 10,
  },
  {
    id: 'doc-passport',
    name: n('Passport', 'جواز السفر'),
    instruction: n('Upload the page with your photo and details.', 'ارفع صفحة جواز السفر التي تحمل صورتك وبياناتك.'),
    formats: any,
    hasFrontSide: true,
    hasBackSide: false,
    requiresNumber: false,
    sortOrder: 20,
  },
  {
    id: 'doc-visa',
    name: n('Residence visa', 'تأشيرة الإقامة'),
    instruction: n('Upload your residence visa and enter its file number.', 'ارفع تأشيرة الإقامة وأدخل رقم ملفها.'),
    formats: any,
    hasFrontSide: true,
    hasBackSide: false,
    requiresNumber: true,
    sortOrder: 30,
  },
  {
    id: 'doc-eye-test',
    name: n('Eye test', 'فحص النظر'),
    instruction: n('Upload the eye test result from an approved optician.', 'ارفع نتيجة فحص النظر من مركز معتمد.'),
    formats: any,
    hasFrontSide: true,
    hasBackSide: false,
    requiresNumber: false,
    sortOrder: 40,
  },
  {
    id: 'doc-photo',
    name: n('Personal photo', 'صورة شخصية'),
    instruction: n('A recent passport-style photo on a white background.', 'صورة حديثة بخلفية بيضاء بمقاس جواز السفر.'),
    formats: images,
    hasFrontSide: true,
    hasBackSide: false,
    requiresNumber: false,
    sortOrder: 50,
  },
];
