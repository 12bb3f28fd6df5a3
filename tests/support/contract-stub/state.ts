import { randomBytes, randomInt } from 'node:crypto';
import type { CourseState } from './course';

// The contract stub's state: just enough for the BFF integration suite's flows (a learner with a
// session token, the lookups the sign-up form reads, the learner's documents and one payment).
// Names are the spec's (R§3, D§3) or, where the spec is silent, the ones the conformance table records
// for the row; amounts are AED (R§3, R§9). Demo people mirror the README's demo accounts so one suite
// reads the same against both backends.

const localised = (en: string, ar: string) => ({ en, ar });

export interface Learner {
  password: string;
  /** R§3 user profile, plus the fields row 2.10 records as required by the portal (spec silent) */
  user: Record<string, unknown>;
  /** answers 403 'Please contact our CSR to complete your registration' (R§8) */
  contactCsr?: boolean;
  documents: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  /** the chosen course and its plan state (rows 4.3–4.10), once a course is chosen */
  course?: CourseState;
  /** registration orders opened (row 4.11): reference → amount in fils */
  orders?: Map<string, number>;
}

function phone(startingCode: string, number: string) {
  return { firstNumber: { countryCode: '971', startingCode, numberType: 'home', number, NumberCode: '+971', isPrimary: true } };
}

let serial = 100;
function user(id: string, name: string, startingCode: string, number: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: id,
    studentId: `STU-${100000 + (serial += 1)}`,
    name,
    email: `${id}@example.ae`,
    emailVerified: true,
    phones: phone(startingCode, number),
    roles: ['student'],
    gender: 'female',
    dob: '1995-05-05',
    nationality: 'United Arab Emirates',
    currentStage: 'homeScreen',
    isPreRegisteredUser: false,
    walletAmount: 0,
    avatarUrl: null,
    trainingBranchId: 'br-main',
    studentDetails: { gearType: 'automatic', requiredLicenseId: 'lt-lmv' },
    ...extra,
  };
}

/** D§3 document, one side or two. */
function document(id: string, en: string, frontBack: boolean): Record<string, unknown> {
  return {
    _id: id,
    name: localised(en, en),
    instruction: localised(`Upload your ${en}`, `Upload your ${en}`),
    documentNumber: null,
    requireDocumentNumber: id !== 'doc-photo',
    requireFrontBack: frontBack,
    supportedFormat: ['jpeg', 'png', 'pdf'],
    frontUrl: null,
    backUrl: null,
    frontType: null,
    backType: null,
    frontName: null,
    backName: null,
    frontSize: null,
    backSize: null,
    isApproved: false,
    isFrontApproved: false,
    isBackApproved: false,
    width: null,
    height: null,
    pixels: null,
  };
}

const documents = () => [
  document('doc-emirates-id', 'Emirates ID', true),
  document('doc-passport', 'Passport', false),
  document('doc-visa', 'Visa', false),
  document('doc-eye-test', 'Eye test', false),
  document('doc-photo', 'Photo', false),
];

/** One registration payment, AED (row 6.5: the reference's names, the amount in AED). */
const registrationPayment = (at: string) => ({
  _id: 'pay-1',
  kind: 'registration',
  status: 'success',
  method: 'online',
  amount: 312.38,
  createdAt: at,
  settledAt: at,
  description: localised('Registration', 'التسجيل'),
});

export function demoLearners(): Map<string, Learner> {
  const people: [string, Learner][] = [
    [
      '971501234567',
      {
        password: 'Student@12345',
        user: user('usr-aisha', 'Aisha Rahman', '50', '1234567', { studentId: 'STU-100001' }),
        documents: documents(),
        payments: [registrationPayment('2026-10-01T08:00:00.000Z')],
      },
    ],
    [
      '971551112223',
      {
        password: 'Student@12345',
        user: user('usr-fatima-m', 'Fatima Al Mansoori', '55', '1112223', {
          nationality: null,
          isPreRegisteredUser: true,
          currentStage: 'personalDetails',
        }),
        documents: documents(),
        payments: [],
      },
    ],
    [
      '971564445556',
      { password: 'Student@12345', user: user('usr-rahul', 'Rahul Menon', '56', '4445556'), contactCsr: true, documents: [], payments: [] },
    ],
    [
      '971589990001',
      { password: 'Student@12345', user: user('usr-sara', 'Sara Haddad', '58', '9990001', { roles: ['cashier'] }), documents: [], payments: [] },
    ],
  ];
  return new Map(people);
}

const licenceType = (id: string, en: string, code: string, sortOrder: number, enabled = true, gearTypes = ['automatic', 'manual']) => ({
  _id: id,
  name: localised(en, en),
  code,
  gearTypes,
  genders: ['male', 'female'],
  isEnabledForRegistration: enabled,
  sortOrder,
});

/** Generic-list resources (D§7): path → items. */
export function lookups(): Record<string, Record<string, unknown>[]> {
  return {
    'entity/v1/license-type': [
      licenceType('lt-lmv', 'Light Motor Vehicle', 'LMV', 1),
      licenceType('lt-motorcycle', 'Motorcycle', 'MC', 2),
      licenceType('lt-heavy-truck', 'Heavy Truck', 'HT', 3, true, ['manual']),
      licenceType('lt-light-bus', 'Light Bus', 'LB', 4),
      licenceType('lt-heavy-bus', 'Heavy Bus', 'HB', 5, true, ['manual']),
      licenceType('lt-forklift', 'Forklift', 'FL', 6, false),
      licenceType('lt-shovel', 'Shovel', 'SH', 7, false),
    ],
    'entity/v1/training-branch': [
      { _id: 'br-main', name: localised('Head office', 'المقر الرئيسي'), type: 'main_branch', allowTrainingSchedule: false, emirate: 'em-dubai' },
      { _id: 'br-al-quoz', name: localised('Al Quoz', 'القوز'), type: 'branch', allowTrainingSchedule: true, emirate: 'em-dubai' },
    ],
    'entity/v1/emirates': [
      { _id: 'em-dubai', name: localised('Dubai', 'دبي') },
      { _id: 'em-sharjah', name: localised('Sharjah', 'الشارقة') },
    ],
    'entity/v1/countries': [
      { _id: 'ct-ae', name: localised('United Arab Emirates', 'الإمارات العربية المتحدة'), iso2: 'AE', callingCode: '971', isGcc: true },
      { _id: 'ct-in', name: localised('India', 'الهند'), iso2: 'IN', callingCode: '91', isGcc: false },
    ],
    'entity/v1/occupation': [{ _id: 'oc-engineer', name: localised('Engineer', 'مهندس') }],
    'entity/v1/visa-profession': [
      { _id: 'vp-pilot', name: localised('Pilot', 'طيار') },
      { _id: 'vp-cabin-crew', name: localised('Cabin Crew', 'طاقم الطائرة') },
      { _id: 'vp-other', name: localised('Other', 'أخرى') },
    ],
    'entity/v1/languages': [
      { _id: 'lang-en', name: localised('English', 'الإنجليزية'), code: 'en' },
      { _id: 'lang-ar', name: localised('Arabic', 'العربية'), code: 'ar' },
    ],
  };
}

/** Row 7.4 (spec silent: the reference decided the shape). */
export const PLACES = [
  { _id: 'pl-dubai', name: localised('Dubai', 'دبي'), kind: 'city', latitude: 25.2048, longitude: 55.2708 },
  { _id: 'pl-sharjah', name: localised('Sharjah', 'الشارقة'), kind: 'city', latitude: 25.3463, longitude: 55.4209 },
];

export const newToken = () => randomBytes(24).toString('base64url');
export const newCode = () => String(randomInt(100000, 1000000));
