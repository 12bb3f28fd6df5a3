import type { CatalogueMilestone, CatalogueStage, LocalisedName, Payee } from './schema/index';

// A realistic catalogue for the demo and the tests: Dubai-like prices in fils (1 AED = 100 fils).
// RTA fees are the authority's (untaxed); the centre's fees carry 5% VAT.
const n = (en: string, ar: string): LocalisedName => ({ en, ar });
const aed = (value: number) => Math.round(value * 100);

export const FEE_CODES: { code: string; name: LocalisedName; payee: Payee; unitFils: number }[] = [
  { code: 'RTA-FILE', name: n('RTA file opening', 'فتح ملف هيئة الطرق'), payee: 'rta', unitFils: aed(200) },
  { code: 'RTA-EYE', name: n('Eye test', 'فحص النظر'), payee: 'rta', unitFils: aed(140) },
  { code: 'RTA-THEORY', name: n('RTA theory test', 'اختبار النظري في الهيئة'), payee: 'rta', unitFils: aed(200) },
  { code: 'RTA-LP', name: n('Learning permit', 'تصريح التعلم'), payee: 'rta', unitFils: aed(100) },
  { code: 'RTA-PARKING', name: n('RTA parking test', 'اختبار المواقف في الهيئة'), payee: 'rta', unitFils: aed(200) },
  { code: 'RTA-ROAD', name: n('RTA road test', 'اختبار الطريق في الهيئة'), payee: 'rta', unitFils: aed(200) },
  { code: 'RTA-LICENCE', name: n('Licence issue', 'إصدار الرخصة'), payee: 'rta', unitFils: aed(300) },
  // the Friday/Saturday RTA test surcharge (additional fees, R§3)
  { code: 'RTA-TEST-FRI-SAT', name: n('Friday/Saturday RTA test', 'اختبار الهيئة يوم الجمعة أو السبت'), payee: 'rta', unitFils: aed(250) },
  { code: 'CTR-FILE', name: n('Centre registration', 'التسجيل في المركز'), payee: 'centre', unitFils: aed(350) },
  { code: 'CTR-THEORY', name: n('Theory lecture', 'محاضرة نظرية'), payee: 'centre', unitFils: aed(50) },
  { code: 'CTR-ASSESS-FREE', name: n('Assessment drive', 'جولة تقييم'), payee: 'centre', unitFils: 0 },
  { code: 'CTR-PRAC-R', name: n('Practical class hour', 'ساعة تدريب عملي'), payee: 'centre', unitFils: aed(115) },
  { code: 'CTR-PRAC-F', name: n('Practical class hour (flexi)', 'ساعة تدريب عملي (مرن)'), payee: 'centre', unitFils: aed(135) },
  { code: 'CTR-PRAC-VIP', name: n('VIP practical class hour', 'ساعة تدريب عملي (كبار الشخصيات)'), payee: 'centre', unitFils: aed(175.5) },
  { code: 'CTR-PRAC-MC', name: n('Motorcycle class hour', 'ساعة تدريب دراجة نارية'), payee: 'centre', unitFils: aed(90) },
  { code: 'CTR-PRAC-HV', name: n('Heavy vehicle class hour', 'ساعة تدريب مركبة ثقيلة'), payee: 'centre', unitFils: aed(160) },
  { code: 'CTR-ASSESS', name: n('Centre assessment test', 'اختبار التقييم في المركز'), payee: 'centre', unitFils: aed(150) },
  { code: 'CTR-PARKING', name: n('Parking practice', 'تدريب المواقف'), payee: 'centre', unitFils: aed(95) },
  // elite add-ons (R§4)
  { code: 'CTR-PICKUP', name: n('Pick-up and drop-off', 'التوصيل من وإلى المنزل'), payee: 'centre', unitFils: aed(30) },
  { code: 'CTR-SIM', name: n('Simulator session', 'جلسة محاكاة'), payee: 'centre', unitFils: aed(80) },
  { code: 'CTR-MOCK', name: n('Mock road test', 'اختبار طريق تجريبي'), payee: 'centre', unitFils: aed(175) },
];

type TypeSeed = {
  id: string;
  code: string;
  name: LocalisedName;
  isLumpSumCourse?: boolean;
  isVipCourse?: boolean;
  vipHours?: number;
  weekSequences: number[];
  noOfHoursPerWeek: number;
  minimumClassDuration: number;
  maximumClassDuration: number;
  sortOrder: number;
};

const VIP_LIMITED = [10, 20, 30, 40].map<TypeSeed>((hours, i) => ({
  id: `ct-vlmt${i + 1}`,
  code: `VLMT${i + 1}`,
  name: n(`VIP ${hours} hours`, `كبار الشخصيات ${hours} ساعة`),
  isLumpSumCourse: true,
  isVipCourse: true,
  vipHours: hours,
  weekSequences: [1, 2, 3, 4],
  noOfHoursPerWeek: 10,
  minimumClassDuration: 60,
  maximumClassDuration: 120,
  sortOrder: 10 + i,
}));
const VIP_NORMAL = [20, 30, 40].map<TypeSeed>((hours, i) => ({
  id: `ct-vl${i + 2}`,
  code: `VL${i + 2}`,
  name: n(`VIP Normal ${hours} hours`, `كبار الشخصيات العادي ${hours} ساعة`),
  isLumpSumCourse: true,
  isVipCourse: true,
  vipHours: hours,
  weekSequences: [1, 2, 3, 4],
  noOfHoursPerWeek: 8,
  minimumClassDuration: 60,
  maximumClassDuration: 120,
  sortOrder: 20 + i,
}));

export const COURSE_TYPES: TypeSeed[] = [
  {
    id: 'ct-regular',
    code: 'R',
    name: n('Regular', 'عادي'),
    weekSequences: [1, 2, 3, 4, 5, 6, 7, 8],
    noOfHoursPerWeek: 4,
    minimumClassDuration: 30,
    maximumClassDuration: 60,
    sortOrder: 1,
  },
  {
    id: 'ct-flexi',
    code: 'F',
    name: n('Flexi', 'مرن'),
    weekSequences: [1, 2, 3, 4, 5, 6],
    noOfHoursPerWeek: 6,
    minimumClassDuration: 30,
    maximumClassDuration: 90,
    sortOrder: 2,
  },
  {
    id: 'ct-pref',
    code: 'PREF',
    name: n('Preferred timing', 'توقيت مفضل'),
    weekSequences: [1, 2, 3, 4, 5, 6],
    noOfHoursPerWeek: 6,
    minimumClassDuration: 60,
    maximumClassDuration: 90,
    sortOrder: 3,
  },
  ...VIP_LIMITED,
  ...VIP_NORMAL,
];

const stage = (id: string, en: string, ar: string, feeCodes: [string, number][], extra: Partial<CatalogueStage> = {}): CatalogueStage => ({
  id,
  name: n(en, ar),
  feeCodes: feeCodes.map(([code, quantity]) => ({ code, quantity })),
  ...extra,
});

/** The four milestones every car course shares; only the practical fee code and hours differ. */
function carMilestones(prefix: string, practiceCode: string, hours: number): CatalogueMilestone[] {
  return [
    {
      id: `${prefix}-m1`,
      level: 1,
      name: n('Registration and theory', 'التسجيل والنظري'),
      stages: [
        stage(`${prefix}-s-file`, 'File opening', 'فتح الملف', [
          ['RTA-FILE', 1],
          ['CTR-FILE', 1],
          ['RTA-EYE', 1],
        ]),
        stage(
          `${prefix}-s-theory`,
          'Theory lectures',
          'المحاضرات النظرية',
          [
            ['CTR-THEORY', 8],
            ['RTA-THEORY', 1],
          ],
          { schedules: ['lectureHall'] },
        ),
      ],
    },
    {
      id: `${prefix}-m2`,
      level: 2,
      name: n('Assessment drive', 'جولة التقييم'),
      stages: [stage(`${prefix}-s-assess-free`, 'Assessment drive', 'جولة التقييم', [['CTR-ASSESS-FREE', 1]])],
    },
    {
      id: `${prefix}-m3`,
      level: 3,
      name: n('Practical training', 'التدريب العملي'),
      stages: [
        stage(`${prefix}-s-lp`, 'Learning permit', 'تصريح التعلم', [['RTA-LP', 1]]),
        stage(`${prefix}-s-practice`, 'Practical classes', 'الحصص العملية', [[practiceCode, hours]], {
          noOfClassesPerHour: 1,
          schedules: ['practical', 'vip', 'custom', 'simulator'],
        }),
        stage(
          `${prefix}-s-parking`,
          'Parking',
          'المواقف',
          // no use-stage-name flag: it would rename the whole milestone (learning permit, practical
          // classes and parking) "Parking" once registered, while the plan says "Practical training"
          [
            ['CTR-PARKING', 2],
            ['RTA-PARKING', 1],
          ],
          // the one stage a learner may skip (modules/stages): parking practice for one who drives already
          { skippable: true },
        ),
      ],
    },
    {
      id: `${prefix}-m4`,
      level: 4,
      name: n('Road test and licence', 'اختبار الطريق والرخصة'),
      stages: [
        stage(
          `${prefix}-s-road`,
          'Road test',
          'اختبار الطريق',
          [
            ['CTR-ASSESS', 1],
            ['RTA-ROAD', 1],
            ['RTA-LICENCE', 1],
          ],
          { schedules: ['mockTest'] },
        ),
      ],
    },
  ];
}

const includes = (hours: number, extra: LocalisedName[] = []): LocalisedName[] => [
  n('8 theory lectures and the RTA theory test', '8 محاضرات نظرية واختبار النظري في الهيئة'),
  n(`${hours} hours of practical training`, `${hours} ساعة من التدريب العملي`),
  n('Parking practice and the RTA parking test', 'تدريب المواقف واختبار المواقف في الهيئة'),
  n('Assessment test and the RTA road test', 'اختبار التقييم واختبار الطريق في الهيئة'),
  ...extra,
];

type CourseSeed = {
  id: string;
  code: string;
  licenseTypeId: string;
  gearTypes: ('automatic' | 'manual')[];
  name: LocalisedName;
  includes: LocalisedName[];
  isRegularCourse?: boolean;
  isFlexiCourse?: boolean;
  isLumpSumCourse?: boolean;
  amountPerClassFeeCodes: string[];
  courseTypeIds: string[];
  milestones: CatalogueMilestone[];
  sortOrder: number;
};

const both: ('automatic' | 'manual')[] = ['automatic', 'manual'];

const vipCourses: CourseSeed[] = [...VIP_LIMITED, ...VIP_NORMAL].map((t, i) => ({
  id: `crs-lmv-${t.code.toLowerCase()}`,
  code: `LMV-${t.code}`,
  licenseTypeId: 'lt-lmv',
  gearTypes: both,
  name: n(`Elite ${t.name.en}`, `النخبة ${t.name.ar}`),
  includes: includes(t.vipHours!, [n('A dedicated senior instructor and a premium car', 'مدرب أول مخصص وسيارة فاخرة')]),
  isLumpSumCourse: true,
  amountPerClassFeeCodes: ['CTR-PRAC-VIP'],
  courseTypeIds: [t.id],
  milestones: carMilestones(`lmv-${t.code.toLowerCase()}`, 'CTR-PRAC-VIP', t.vipHours!),
  sortOrder: 30 + i,
}));

export const COURSES: CourseSeed[] = [
  {
    id: 'crs-lmv-standard',
    code: 'LMV-STD',
    licenseTypeId: 'lt-lmv',
    gearTypes: both,
    name: n('Light vehicle, standard', 'مركبة خفيفة، قياسي'),
    includes: includes(20, [n('Weekday classes 08:30–17:30', 'حصص أيام الأسبوع 08:30–17:30')]),
    isRegularCourse: true,
    amountPerClassFeeCodes: ['CTR-PRAC-R'],
    courseTypeIds: ['ct-regular'],
    milestones: carMilestones('lmv-std', 'CTR-PRAC-R', 20),
    sortOrder: 1,
  },
  {
    id: 'crs-lmv-flexi',
    code: 'LMV-FLX',
    licenseTypeId: 'lt-lmv',
    gearTypes: both,
    name: n('Light vehicle, flexi', 'مركبة خفيفة، مرن'),
    includes: includes(20, [n('Evening classes 20:00–23:00 too', 'حصص مسائية 20:00–23:00 أيضاً')]),
    isFlexiCourse: true,
    amountPerClassFeeCodes: ['CTR-PRAC-F'],
    courseTypeIds: ['ct-flexi'],
    milestones: carMilestones('lmv-flx', 'CTR-PRAC-F', 20),
    sortOrder: 2,
  },
  {
    id: 'crs-lmv-pref',
    code: 'PREF',
    licenseTypeId: 'lt-lmv',
    gearTypes: ['automatic'],
    name: n('Light vehicle, preferred timing', 'مركبة خفيفة، توقيت مفضل'),
    includes: includes(25, [n('You choose the class times', 'أنت تختار أوقات الحصص')]),
    amountPerClassFeeCodes: ['CTR-PRAC-F'],
    courseTypeIds: ['ct-pref'],
    milestones: carMilestones('lmv-pref', 'CTR-PRAC-F', 25),
    sortOrder: 3,
  },
  ...vipCourses,
  {
    id: 'crs-mc-standard',
    code: 'MC-STD',
    licenseTypeId: 'lt-motorcycle',
    gearTypes: both,
    name: n('Motorcycle, standard', 'دراجة نارية، قياسي'),
    includes: includes(15),
    isRegularCourse: true,
    amountPerClassFeeCodes: ['CTR-PRAC-MC'],
    courseTypeIds: ['ct-regular'],
    milestones: carMilestones('mc-std', 'CTR-PRAC-MC', 15),
    sortOrder: 1,
  },
  {
    id: 'crs-mc-flexi',
    code: 'MC-FLX',
    licenseTypeId: 'lt-motorcycle',
    gearTypes: both,
    name: n('Motorcycle, flexi', 'دراجة نارية، مرن'),
    includes: includes(15),
    isFlexiCourse: true,
    amountPerClassFeeCodes: ['CTR-PRAC-MC'],
    courseTypeIds: ['ct-flexi'],
    milestones: carMilestones('mc-flx', 'CTR-PRAC-MC', 15),
    sortOrder: 2,
  },
  ...(['lt-heavy-truck', 'lt-light-bus', 'lt-heavy-bus'] as const).map<CourseSeed>((licenseTypeId, i) => ({
    id: `crs-${licenseTypeId.slice(3)}-standard`,
    code: `${['HT', 'LB', 'HB'][i]}-STD`,
    licenseTypeId,
    gearTypes: licenseTypeId === 'lt-light-bus' ? both : ['manual'],
    name: n(`${['Heavy truck', 'Light bus', 'Heavy bus'][i]}, standard`, `${['شاحنة ثقيلة', 'حافلة خفيفة', 'حافلة ثقيلة'][i]}، قياسي`),
    includes: includes(30),
    isRegularCourse: true,
    amountPerClassFeeCodes: ['CTR-PRAC-HV'],
    courseTypeIds: ['ct-regular'],
    milestones: carMilestones(`${licenseTypeId.slice(3)}-std`, 'CTR-PRAC-HV', 30),
    sortOrder: 1,
  })),
];

const day = (iso: string) => new Date(`${iso}T00:00:00+04:00`);

export const PROMOTIONS = [
  {
    id: 'promo-welcome10',
    publicPromoCode: 'WELCOME10',
    name: n('Welcome offer', 'عرض الترحيب'),
    description: n('10% off the centre fees of any course', 'خصم 10% على رسوم المركز لأي دورة'),
    discountBp: 1000,
    courseCodes: [],
    isListed: true,
    validFrom: day('2026-01-01'),
    validTo: day('2027-12-31'),
  },
  {
    id: 'promo-standard15',
    publicPromoCode: 'STANDARD15',
    name: n('Standard course offer', 'عرض الدورة القياسية'),
    description: n('15% off the centre fees of the light vehicle standard course', 'خصم 15% على رسوم المركز لدورة المركبة الخفيفة القياسية'),
    discountBp: 1500,
    courseCodes: ['LMV-STD'],
    isListed: true,
    validFrom: day('2026-01-01'),
    validTo: day('2027-12-31'),
  },
  {
    id: 'promo-corporate25',
    publicPromoCode: 'CORP25',
    name: n('Corporate partners', 'الشركاء من الشركات'),
    description: n('25% off for employees of partner companies', 'خصم 25% لموظفي الشركات الشريكة'),
    discountBp: 2500,
    courseCodes: [],
    isListed: false,
    validFrom: day('2026-01-01'),
    validTo: day('2027-12-31'),
  },
  {
    id: 'promo-ramadan2025',
    publicPromoCode: 'RAMADAN25',
    name: n('Ramadan 2025', 'رمضان 2025'),
    description: n('Ended', 'انتهى'),
    discountBp: 2000,
    courseCodes: [],
    isListed: true,
    validFrom: day('2025-03-01'),
    validTo: day('2025-03-30'),
  },
];

export const REFERRAL_CODES = [
  { code: 'AISHA200', ownerUserId: 'usr-aisha', refereeAmountFils: aed(200), isActive: true },
  { code: 'FRIEND150', ownerUserId: null, refereeAmountFils: aed(150), isActive: true },
  { code: 'OLDFRIEND', ownerUserId: null, refereeAmountFils: aed(100), isActive: false },
];

/** Elite add-ons (R§4): extras a registered learner may buy; an empty course list offers it with every course. */
export const ELITE_ADDONS = [
  {
    id: 'addon-pickup',
    name: n('Pick-up and drop-off', 'التوصيل من وإلى المنزل'),
    description: n('The instructor collects you from home for 10 classes', 'يصطحبك المدرب من المنزل في 10 حصص'),
    feeCodes: [{ code: 'CTR-PICKUP', quantity: 10 }],
    courseCodes: [],
    sortOrder: 1,
  },
  {
    id: 'addon-simulator',
    name: n('Simulator pack', 'باقة المحاكاة'),
    description: n('Three extra simulator sessions', 'ثلاث جلسات محاكاة إضافية'),
    feeCodes: [{ code: 'CTR-SIM', quantity: 3 }],
    courseCodes: [],
    sortOrder: 2,
  },
  {
    id: 'addon-mock-road',
    name: n('Mock road test', 'اختبار طريق تجريبي'),
    description: n('A full mock road test with an examiner before the RTA test', 'اختبار طريق تجريبي كامل مع ممتحن قبل اختبار الهيئة'),
    feeCodes: [{ code: 'CTR-MOCK', quantity: 1 }],
    courseCodes: [],
    sortOrder: 3,
  },
];
