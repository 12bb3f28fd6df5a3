import type { GearType, Gender, LocalisedName } from './schema';

// Fixed ids (named in docs/api-contract.md) so the seed is an idempotent upsert and tests can name rows.
const n = (en: string, ar: string): LocalisedName => ({ en, ar });
const both: GearType[] = ['automatic', 'manual'];
const anyone: Gender[] = ['male', 'female'];

export const LICENSE_TYPES = [
  { id: 'lt-lmv', name: n('Light Motor Vehicle', 'مركبة خفيفة'), code: 'LMV', gearTypes: both, genders: anyone, isEnabledForRegistration: true },
  { id: 'lt-motorcycle', name: n('Motorcycle', 'دراجة نارية'), code: 'MC', gearTypes: both, genders: anyone, isEnabledForRegistration: true },
  { id: 'lt-heavy-truck', name: n('Heavy Truck', 'شاحنة ثقيلة'), code: 'HT', gearTypes: ['manual'] as GearType[], genders: ['male'] as Gender[], isEnabledForRegistration: true },
  { id: 'lt-light-bus', name: n('Light Bus', 'حافلة خفيفة'), code: 'LB', gearTypes: both, genders: anyone, isEnabledForRegistration: true },
  { id: 'lt-heavy-bus', name: n('Heavy Bus', 'حافلة ثقيلة'), code: 'HB', gearTypes: ['manual'] as GearType[], genders: ['male'] as Gender[], isEnabledForRegistration: true },
  { id: 'lt-forklift', name: n('Forklift', 'رافعة شوكية'), code: 'FL', gearTypes: both, genders: ['male'] as Gender[], isEnabledForRegistration: false },
  { id: 'lt-shovel', name: n('Shovel', 'جرافة'), code: 'SH', gearTypes: ['manual'] as GearType[], genders: ['male'] as Gender[], isEnabledForRegistration: false },
].map((row, i) => ({ ...row, sortOrder: i + 1 }));

export const EMIRATES = [
  { id: 'em-abu-dhabi', name: n('Abu Dhabi', 'أبوظبي') },
  { id: 'em-dubai', name: n('Dubai', 'دبي') },
  { id: 'em-sharjah', name: n('Sharjah', 'الشارقة') },
  { id: 'em-ajman', name: n('Ajman', 'عجمان') },
  { id: 'em-umm-al-quwain', name: n('Umm Al Quwain', 'أم القيوين') },
  { id: 'em-ras-al-khaimah', name: n('Ras Al Khaimah', 'رأس الخيمة') },
  { id: 'em-fujairah', name: n('Fujairah', 'الفجيرة') },
].map((row, i) => ({ ...row, sortOrder: i + 1 }));

type BranchType = 'main_branch' | 'branch' | 'training_centre';
export const TRAINING_BRANCHES = [
  { id: 'br-main', name: n('Head Office – Al Barsha', 'المكتب الرئيسي – البرشاء'), type: 'main_branch' as BranchType, allowTrainingSchedule: false, emirateId: 'em-dubai' },
  { id: 'br-main-training', name: n('Main Training Centre – Al Barsha', 'مركز التدريب الرئيسي – البرشاء'), type: 'main_branch' as BranchType, allowTrainingSchedule: true, emirateId: 'em-dubai' },
  { id: 'br-al-quoz', name: n('Al Quoz Branch', 'فرع القوز'), type: 'branch' as BranchType, allowTrainingSchedule: true, emirateId: 'em-dubai' },
  { id: 'br-mirdif', name: n('Mirdif Branch', 'فرع مردف'), type: 'branch' as BranchType, allowTrainingSchedule: true, emirateId: 'em-dubai' },
  { id: 'br-sharjah-tc', name: n('Sharjah Training Centre', 'مركز تدريب الشارقة'), type: 'training_centre' as BranchType, allowTrainingSchedule: true, emirateId: 'em-sharjah' },
].map((row, i) => ({ ...row, sortOrder: i + 1 }));

// [iso2, English, Arabic, calling code]; GCC first, then the centre's usual student nationalities.
const GCC = new Set(['AE', 'SA', 'KW', 'QA', 'BH', 'OM']);
const COUNTRY_ROWS: [string, string, string, string][] = [
  ['AE', 'United Arab Emirates', 'الإمارات العربية المتحدة', '971'],
  ['SA', 'Saudi Arabia', 'المملكة العربية السعودية', '966'],
  ['KW', 'Kuwait', 'الكويت', '965'],
  ['QA', 'Qatar', 'قطر', '974'],
  ['BH', 'Bahrain', 'البحرين', '973'],
  ['OM', 'Oman', 'عُمان', '968'],
  ['IN', 'India', 'الهند', '91'],
  ['PK', 'Pakistan', 'باكستان', '92'],
  ['BD', 'Bangladesh', 'بنغلاديش', '880'],
  ['LK', 'Sri Lanka', 'سريلانكا', '94'],
  ['NP', 'Nepal', 'نيبال', '977'],
  ['PH', 'Philippines', 'الفلبين', '63'],
  ['ID', 'Indonesia', 'إندونيسيا', '62'],
  ['EG', 'Egypt', 'مصر', '20'],
  ['JO', 'Jordan', 'الأردن', '962'],
  ['LB', 'Lebanon', 'لبنان', '961'],
  ['SY', 'Syria', 'سوريا', '963'],
  ['IQ', 'Iraq', 'العراق', '964'],
  ['PS', 'Palestine', 'فلسطين', '970'],
  ['YE', 'Yemen', 'اليمن', '967'],
  ['SD', 'Sudan', 'السودان', '249'],
  ['MA', 'Morocco', 'المغرب', '212'],
  ['DZ', 'Algeria', 'الجزائر', '213'],
  ['TN', 'Tunisia', 'تونس', '216'],
  ['LY', 'Libya', 'ليبيا', '218'],
  ['IR', 'Iran', 'إيران', '98'],
  ['AF', 'Afghanistan', 'أفغانستان', '93'],
  ['TR', 'Turkey', 'تركيا', '90'],
  ['GB', 'United Kingdom', 'المملكة المتحدة', '44'],
  ['IE', 'Ireland', 'أيرلندا', '353'],
  ['US', 'United States', 'الولايات المتحدة', '1'],
  ['CA', 'Canada', 'كندا', '1'],
  ['AU', 'Australia', 'أستراليا', '61'],
  ['NZ', 'New Zealand', 'نيوزيلندا', '64'],
  ['FR', 'France', 'فرنسا', '33'],
  ['DE', 'Germany', 'ألمانيا', '49'],
  ['IT', 'Italy', 'إيطاليا', '39'],
  ['ES', 'Spain', 'إسبانيا', '34'],
  ['NL', 'Netherlands', 'هولندا', '31'],
  ['RU', 'Russia', 'روسيا', '7'],
  ['UA', 'Ukraine', 'أوكرانيا', '380'],
  ['KZ', 'Kazakhstan', 'كازاخستان', '7'],
  ['UZ', 'Uzbekistan', 'أوزبكستان', '998'],
  ['CN', 'China', 'الصين', '86'],
  ['JP', 'Japan', 'اليابان', '81'],
  ['KR', 'South Korea', 'كوريا الجنوبية', '82'],
  ['MY', 'Malaysia', 'ماليزيا', '60'],
  ['SG', 'Singapore', 'سنغافورة', '65'],
  ['TH', 'Thailand', 'تايلاند', '66'],
  ['VN', 'Vietnam', 'فيتنام', '84'],
  ['ZA', 'South Africa', 'جنوب أفريقيا', '27'],
  ['NG', 'Nigeria', 'نيجيريا', '234'],
  ['KE', 'Kenya', 'كينيا', '254'],
  ['ET', 'Ethiopia', 'إثيوبيا', '251'],
  ['UG', 'Uganda', 'أوغندا', '256'],
  ['SO', 'Somalia', 'الصومال', '252'],
  ['ER', 'Eritrea', 'إريتريا', '291'],
  ['BR', 'Brazil', 'البرازيل', '55'],
];
export const COUNTRIES = COUNTRY_ROWS.map(([iso2, en, ar, callingCode], i) => ({
  id: `ct-${iso2.toLowerCase()}`,
  name: n(en, ar),
  iso2,
  callingCode,
  isGcc: GCC.has(iso2),
  sortOrder: i + 1,
}));

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const named = (prefix: string, rows: [string, string][]) =>
  rows.map(([en, ar], i) => ({ id: `${prefix}-${slug(en)}`, name: n(en, ar), sortOrder: i + 1 }));

export const OCCUPATIONS = named('occ', [
  ['Student', 'طالب'],
  ['Engineer', 'مهندس'],
  ['Doctor', 'طبيب'],
  ['Nurse', 'ممرض'],
  ['Teacher', 'معلم'],
  ['Accountant', 'محاسب'],
  ['Sales Executive', 'مسؤول مبيعات'],
  ['Manager', 'مدير'],
  ['Driver', 'سائق'],
  ['Technician', 'فني'],
  ['IT Professional', 'أخصائي تقنية معلومات'],
  ['Government Employee', 'موظف حكومي'],
  ['Business Owner', 'صاحب عمل'],
  ['Homemaker', 'ربة منزل'],
  ['Other', 'أخرى'],
]);

export const VISA_PROFESSIONS = named('vp', [
  ['Pilot', 'طيار'],
  ['Cabin Crew', 'طاقم الضيافة الجوية'],
  ['Engineer', 'مهندس'],
  ['Doctor', 'طبيب'],
  ['Nurse', 'ممرض'],
  ['Teacher', 'معلم'],
  ['Accountant', 'محاسب'],
  ['Sales Representative', 'مندوب مبيعات'],
  ['Manager', 'مدير'],
  ['Labourer', 'عامل'],
  ['Domestic Worker', 'عامل منزلي'],
  ['Investor', 'مستثمر'],
  ['Partner', 'شريك'],
  ['Student', 'طالب'],
  ['Other', 'أخرى'],
]);

export const LANGUAGES = [
  { id: 'lang-en', name: n('English', 'الإنجليزية'), code: 'en' },
  { id: 'lang-ar', name: n('Arabic', 'العربية'), code: 'ar' },
  { id: 'lang-ur', name: n('Urdu', 'الأردية'), code: 'ur' },
  { id: 'lang-hi', name: n('Hindi', 'الهندية'), code: 'hi' },
  { id: 'lang-ml', name: n('Malayalam', 'المالايالامية'), code: 'ml' },
  { id: 'lang-ru', name: n('Russian', 'الروسية'), code: 'ru' },
].map((row, i) => ({ ...row, sortOrder: i + 1 }));
