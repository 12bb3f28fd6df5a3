import type { paymentLinks, StudentDetails, users } from './schema/index';

export const DEMO_PASSWORD = 'Student@12345';

type SeedUser = Omit<typeof users.$inferInsert, 'passwordHash' | 'phone' | 'countryCode'> & {
  startingCode: string;
  number: string;
};

const lmv = (gearType: 'automatic' | 'manual', extra: Partial<StudentDetails> = {}): StudentDetails => ({
  gearType,
  language: 'lang-en',
  hasResidencyVisa: true,
  hasGoldenVisa: false,
  requiredLicenseId: 'lt-lmv',
  requiredLicenseCategory: 'LMV',
  ...extra,
});

// The demo accounts of docs/api-contract.md (password DEMO_PASSWORD), plus one per staff role.
export const SEED_USERS: SeedUser[] = [
  {
    id: 'usr-aisha',
    studentId: 'STU-100001',
    name: 'Aisha Rahman',
    email: 'aisha.rahman@example.ae',
    emailVerified: true,
    startingCode: '50',
    number: '1234567',
    phoneVerified: true,
    roles: ['student'],
    gender: 'female',
    dob: '1998-04-12',
    nationality: 'India',
    emiratesId: '784-1998-1234567-1',
    trainingBranchId: 'br-al-quoz',
    studentDetails: lmv('automatic', { emiratesId: '784-1998-1234567-1', emirate: 'em-dubai', occupation: 'occ-engineer' }),
    currentStage: 'homeScreen',
    walletAmount: 0,
    registrationPlatform: 'web',
  },
  {
    id: 'usr-omar',
    studentId: 'STU-100002',
    name: 'Omar Khalid',
    email: 'omar.khalid@example.ae',
    startingCode: '52',
    number: '7654321',
    phoneVerified: true,
    roles: ['student'],
    gender: 'male',
    dob: '2001-09-03',
    nationality: 'Egypt',
    trainingBranchId: 'br-mirdif',
    studentDetails: lmv('manual'),
    currentStage: 'personalDetails',
    registrationPlatform: 'web',
  },
  {
    // personal details done, choosing a course, with a wallet balance (AED 250) from a refund
    id: 'usr-fatima',
    studentId: 'STU-100010',
    name: 'Fatima Saeed',
    email: 'fatima.saeed@example.ae',
    emailVerified: true,
    startingCode: '55',
    number: '2468024',
    phoneVerified: true,
    roles: ['student'],
    gender: 'female',
    dob: '1996-01-20',
    nationality: 'Jordan',
    trainingBranchId: 'br-al-quoz',
    studentDetails: lmv('automatic', {
      occupation: 'Teacher',
      visaProfession: 'Teacher',
      hasLicense: false,
      hasUAELicense: false,
      UAELicenseTypes: [],
    }),
    address: { address: 'Al Barsha 1, Dubai', latitude: '25.1123', longitude: '55.1962' },
    currentStage: 'courseDetails',
    walletAmount: 25000,
    registrationPlatform: 'web',
  },
  {
    id: 'usr-preregistered',
    studentId: 'STU-100003',
    name: 'Fatima Al Mansoori',
    email: 'fatima.almansoori@example.ae',
    startingCode: '55',
    number: '1112223',
    phoneVerified: true,
    roles: ['student'],
    gender: 'female',
    dob: null,
    nationality: null,
    isPreRegisteredUser: true,
    studentDetails: { requiredLicenseId: 'lt-lmv', requiredLicenseCategory: 'LMV' },
    currentStage: 'personalDetails',
  },
  {
    id: 'usr-csr-pending',
    studentId: 'STU-100004',
    name: 'Rahul Menon',
    email: 'rahul.menon@example.ae',
    startingCode: '56',
    number: '4445556',
    phoneVerified: true,
    roles: ['student'],
    gender: 'male',
    dob: '1995-01-20',
    nationality: 'India',
    trainingBranchId: 'br-main-training',
    studentDetails: lmv('manual'),
    requiresCsr: true,
    currentStage: 'personalDetails',
  },
  {
    // registered; his employer (a corporate client, seed-issued-documents.ts) pays for his licence
    id: 'usr-yousef',
    studentId: 'STU-100005',
    name: 'Yousef Al Marzouqi',
    email: 'yousef.almarzouqi@example.ae',
    emailVerified: true,
    startingCode: '56',
    number: '2223334',
    phoneVerified: true,
    roles: ['student'],
    gender: 'male',
    dob: '1996-06-18',
    nationality: 'United Arab Emirates',
    emiratesId: '784-1996-7654321-2',
    trainingBranchId: 'br-al-quoz',
    studentDetails: lmv('manual', { emiratesId: '784-1996-7654321-2', emirate: 'em-dubai' }),
    currentStage: 'homeScreen',
    walletAmount: 0,
    registrationPlatform: 'web',
  },
  {
    // registered; her learning permit expired ten days before the seed ran (docs/requests.md "Renewals"):
    // the dashboard asks her to renew it, and practical classes and tests are refused until she does
    id: 'usr-noura',
    studentId: 'STU-100006',
    name: 'Noura Al Hammadi',
    email: 'noura.alhammadi@example.ae',
    emailVerified: true,
    startingCode: '50',
    number: '3334445',
    phoneVerified: true,
    roles: ['student'],
    gender: 'female',
    dob: '2000-02-14',
    nationality: 'United Arab Emirates',
    trainingBranchId: 'br-al-quoz',
    studentDetails: lmv('automatic', { emirate: 'em-dubai' }),
    currentStage: 'homeScreen',
    walletAmount: 0,
    registrationPlatform: 'web',
  },
  {
    // registered; his RTA file expires 14 days after the seed ran: the dashboard reminds him to renew it
    id: 'usr-hamdan',
    studentId: 'STU-100007',
    name: 'Hamdan Al Falasi',
    email: 'hamdan.alfalasi@example.ae',
    emailVerified: true,
    startingCode: '52',
    number: '5556667',
    phoneVerified: true,
    roles: ['student'],
    gender: 'male',
    dob: '1999-07-30',
    nationality: 'United Arab Emirates',
    trainingBranchId: 'br-mirdif',
    studentDetails: lmv('manual', { emirate: 'em-dubai' }),
    currentStage: 'homeScreen',
    walletAmount: 0,
    registrationPlatform: 'web',
  },
  {
    id: 'usr-cashier',
    trainingBranchId: 'br-al-quoz',
    name: 'Sara Haddad',
    email: 'sara.haddad@example.ae',
    startingCode: '58',
    number: '9990001',
    phoneVerified: true,
    emailVerified: true,
    roles: ['cashier'],
    currentStage: 'homeScreen',
  },
  {
    id: 'usr-csr',
    trainingBranchId: 'br-main',
    name: 'Mariam Saleh',
    email: 'mariam.saleh@example.ae',
    startingCode: '54',
    number: '9990002',
    phoneVerified: true,
    emailVerified: true,
    roles: ['customer_service_rep'],
    currentStage: 'homeScreen',
  },
  {
    id: 'usr-salesman',
    trainingBranchId: 'br-main',
    name: 'Khalid Nasser',
    email: 'khalid.nasser@example.ae',
    startingCode: '55',
    number: '9990003',
    phoneVerified: true,
    emailVerified: true,
    roles: ['salesman'],
    currentStage: 'homeScreen',
  },
  {
    id: 'usr-admin',
    trainingBranchId: 'br-main',
    name: 'Centre Admin',
    email: 'admin@example.ae',
    startingCode: '50',
    number: '9990009',
    phoneVerified: true,
    emailVerified: true,
    roles: ['admin'],
    currentStage: 'homeScreen',
  },
  // more collectors for the collection reports (seed-collections.ts); the home branch is trainingBranchId
  ...(
    [
      ['usr-cashier-mirdif', 'Noura Al Shamsi', 'noura.alshamsi@example.ae', '9990004', 'cashier', 'br-mirdif'],
      ['usr-cashier-sharjah', 'Yousef Karim', 'yousef.karim@example.ae', '9990005', 'cashier', 'br-sharjah-tc'],
      ['usr-cashier-main', 'Leila Farouk', 'leila.farouk@example.ae', '9990006', 'cashier', 'br-main-training'],
      ['usr-salesman-quoz', 'Imran Qureshi', 'imran.qureshi@example.ae', '9990007', 'salesman', 'br-al-quoz'],
    ] as const
  ).map(([id, name, email, number, role, branch]) => ({
    id,
    name,
    email,
    startingCode: '58',
    number,
    phoneVerified: true,
    emailVerified: true,
    roles: [role],
    trainingBranchId: branch,
    currentStage: 'homeScreen',
  })),
];

/**
 * The demo payment link (README): AED 150.00 asked of Aisha, open at
 * http://localhost:3000/en/payment-request/PL-DemoAishaParking00000001 until the end of 2030.
 */
export const DEMO_PAYMENT_LINK_ID = 'PL-DemoAishaParking00000001';

export const DEMO_PAYMENT_LINKS: (typeof paymentLinks.$inferInsert)[] = [
  {
    id: DEMO_PAYMENT_LINK_ID,
    userId: 'usr-aisha',
    amountFils: 15_000,
    description: { en: 'Extra parking practice', ar: 'تدريب إضافي على ركن السيارة' },
    expiresAt: new Date('2030-12-31T19:59:59Z'),
    createdBy: 'usr-cashier',
    createdAt: new Date('2026-11-01T06:00:00Z'),
  },
];

/**
 * The demo learners' RTA file and learning permit, as days from the day the seed runs (so the demo
 * stays expired / expiring on a fresh folder): Noura's permit expired 10 days ago, Hamdan's file expires
 * in 14 days (inside the 30 days' notice), the other document of each is valid for months.
 */
export const DEMO_PERMITS: { userId: string; type: 'learningPermit' | 'rtaFile'; daysFromSeed: number }[] = [
  { userId: 'usr-noura', type: 'learningPermit', daysFromSeed: -10 },
  { userId: 'usr-noura', type: 'rtaFile', daysFromSeed: 200 },
  { userId: 'usr-hamdan', type: 'learningPermit', daysFromSeed: 150 },
  { userId: 'usr-hamdan', type: 'rtaFile', daysFromSeed: 14 },
];
