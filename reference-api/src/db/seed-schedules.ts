import type { LocalisedName, WorkTime } from './schema/index';

// What sessions are held with (contract "Seeded resources"): instructors by type, gear and licence with
// their weekly work times, vehicles with plates, two lecture halls, two simulators and two mock-test
// devices. Fixed ids, so the seed is idempotent and tests can name them. Times are Asia/Dubai.
const n = (en: string, ar: string): LocalisedName => ({ en, ar });

export const INSTRUCTOR_TYPES = [
  { id: 'it-standard', name: n('Standard instructor', 'مدرب عادي'), sortOrder: 1 },
  { id: 'it-vip', name: n('VIP instructor', 'مدرب كبار الشخصيات'), sortOrder: 2 },
];

const MON_SAT = [1, 2, 3, 4, 5, 6];
const SUN_THU = [7, 1, 2, 3, 4];
const day: WorkTime[] = [{ days: MON_SAT, from: '08:30', to: '17:30' }];
const dayAndEvening: WorkTime[] = [
  { days: MON_SAT, from: '08:30', to: '13:00' },
  { days: MON_SAT, from: '20:00', to: '23:00' },
];
const sundayToThursday: WorkTime[] = [{ days: SUN_THU, from: '08:30', to: '17:30' }];

type Gear = 'automatic' | 'manual';
type ResourceSeed = {
  id: string;
  type: 'Instructor' | 'Vehicle' | 'LectureHall' | 'SimulatorDevice' | 'MockTestDevice';
  name: LocalisedName;
  branchId: string;
  instructorTypeId?: string;
  gearTypes?: Gear[];
  licenseTypeIds?: string[];
  plate?: string;
  capacity?: number;
  workTimes?: WorkTime[];
  slotMinutes?: number;
  sessionTimes?: string[];
  sortOrder: number;
};

const LMV = ['lt-lmv'];
let order = 0;
const instructor = (
  id: string,
  branchId: string,
  name: LocalisedName,
  gearTypes: Gear[],
  workTimes: WorkTime[],
  opts: { vip?: boolean; licenseTypeIds?: string[] } = {},
): ResourceSeed => ({
  id,
  type: 'Instructor',
  name,
  branchId,
  instructorTypeId: opts.vip ? 'it-vip' : 'it-standard',
  gearTypes,
  licenseTypeIds: opts.licenseTypeIds ?? LMV,
  workTimes,
  sortOrder: ++order,
});
// a vehicle goes out with instructors of its class: the premium cars with VIP instructors only
const vehicle = (id: string, branchId: string, name: LocalisedName, plate: string, gearTypes: Gear[], licenseTypeIds = LMV): ResourceSeed => ({
  id,
  type: 'Vehicle',
  name,
  branchId,
  instructorTypeId: name === lexus ? 'it-vip' : 'it-standard',
  gearTypes,
  licenseTypeIds,
  plate,
  sortOrder: ++order,
});

const corolla = n('Toyota Corolla', 'تويوتا كورولا');
const sunny = n('Nissan Sunny', 'نيسان صني');
const yaris = n('Toyota Yaris (manual)', 'تويوتا يارس (يدوي)');
const lexus = n('Lexus ES 350', 'لكزس إي إس 350');

export const SCHEDULE_RESOURCES: ResourceSeed[] = [
  // Main Training Centre – Al Barsha
  instructor('ins-main-ahmed', 'br-main-training', n('Ahmed Al Mansoori', 'أحمد المنصوري'), ['automatic'], day),
  instructor('ins-main-rashid', 'br-main-training', n('Rashid Khan', 'راشد خان'), ['automatic', 'manual'], sundayToThursday),
  instructor('ins-main-joseph', 'br-main-training', n('Joseph Mathew', 'جوزيف ماثيو'), ['manual'], day),
  instructor('ins-main-vip-sara', 'br-main-training', n('Sara Al Hashimi', 'سارة الهاشمي'), ['automatic'], day, { vip: true }),
  vehicle('veh-main-1', 'br-main-training', corolla, 'Dubai L 21457', ['automatic']),
  vehicle('veh-main-2', 'br-main-training', corolla, 'Dubai L 21458', ['automatic']),
  vehicle('veh-main-3', 'br-main-training', yaris, 'Dubai L 30912', ['manual']),
  vehicle('veh-main-vip', 'br-main-training', lexus, 'Dubai V 777', ['automatic']),
  // Al Quoz
  instructor('ins-quoz-imran', 'br-al-quoz', n('Imran Siddiqui', 'عمران صديقي'), ['automatic'], day),
  instructor('ins-quoz-maryam', 'br-al-quoz', n('Maryam Haddad', 'مريم حداد'), ['automatic'], day),
  instructor('ins-quoz-suresh', 'br-al-quoz', n('Suresh Nair', 'سوريش ناير'), ['automatic', 'manual'], dayAndEvening),
  instructor('ins-quoz-khalid', 'br-al-quoz', n('Khalid Al Falasi', 'خالد الفلاسي'), ['manual'], sundayToThursday),
  instructor('ins-quoz-vip-omar', 'br-al-quoz', n('Omar Farouk', 'عمر فاروق'), ['automatic', 'manual'], day, { vip: true }),
  instructor('ins-quoz-bike', 'br-al-quoz', n('Vikram Singh', 'فيكرام سينغ'), ['automatic', 'manual'], day, { licenseTypeIds: ['lt-motorcycle'] }),
  vehicle('veh-quoz-1', 'br-al-quoz', corolla, 'Dubai K 48120', ['automatic']),
  vehicle('veh-quoz-2', 'br-al-quoz', sunny, 'Dubai K 48121', ['automatic']),
  vehicle('veh-quoz-3', 'br-al-quoz', sunny, 'Dubai K 48122', ['automatic']),
  vehicle('veh-quoz-4', 'br-al-quoz', yaris, 'Dubai K 50377', ['manual']),
  vehicle('veh-quoz-vip', 'br-al-quoz', lexus, 'Dubai V 1212', ['automatic', 'manual']),
  vehicle('veh-quoz-bike', 'br-al-quoz', n('Honda CB500', 'هوندا سي بي 500'), 'Dubai M 6101', ['automatic', 'manual'], ['lt-motorcycle']),
  // Mirdif
  instructor('ins-mirdif-fatma', 'br-mirdif', n('Fatma Al Zaabi', 'فاطمة الزعابي'), ['automatic'], day),
  instructor('ins-mirdif-george', 'br-mirdif', n('George Thomas', 'جورج توماس'), ['automatic', 'manual'], dayAndEvening),
  vehicle('veh-mirdif-1', 'br-mirdif', corolla, 'Dubai N 71003', ['automatic']),
  vehicle('veh-mirdif-2', 'br-mirdif', yaris, 'Dubai N 71004', ['manual']),
  // Sharjah
  instructor('ins-shj-hamad', 'br-sharjah-tc', n('Hamad Al Qasimi', 'حمد القاسمي'), ['automatic', 'manual'], day),
  instructor('ins-shj-ali', 'br-sharjah-tc', n('Ali Raza', 'علي رضا'), ['manual'], day, {
    licenseTypeIds: ['lt-heavy-truck', 'lt-light-bus', 'lt-heavy-bus'],
  }),
  vehicle('veh-shj-1', 'br-sharjah-tc', sunny, 'Sharjah 3 44190', ['automatic']),
  vehicle('veh-shj-2', 'br-sharjah-tc', yaris, 'Sharjah 3 44191', ['manual']),
  vehicle('veh-shj-truck', 'br-sharjah-tc', n('Mitsubishi Fuso truck', 'شاحنة ميتسوبيشي فوسو'), 'Sharjah 1 90021', ['manual'], ['lt-heavy-truck']),
  // Lecture halls: 20 seats, 90-minute sessions at 09:00, 11:00, 14:00 and 18:00, Monday to Saturday
  ...(
    [
      ['hall-main-training', 'br-main-training', n('Lecture Hall A – Al Barsha', 'قاعة المحاضرات أ – البرشاء')],
      ['hall-al-quoz', 'br-al-quoz', n('Lecture Hall – Al Quoz', 'قاعة المحاضرات – القوز')],
    ] as const
  ).map<ResourceSeed>(([id, branchId, name]) => ({
    id,
    type: 'LectureHall',
    name,
    branchId,
    capacity: 20,
    workTimes: [{ days: MON_SAT, from: '09:00', to: '19:30' }],
    slotMinutes: 90,
    sessionTimes: ['09:00', '11:00', '14:00', '18:00'],
    sortOrder: ++order,
  })),
  // Simulators: 60-minute slots 08:30–17:30; mock-test devices: 45-minute slots 09:00–17:00
  ...['sim-main-1', 'sim-main-2'].map<ResourceSeed>((id, i) => ({
    id,
    type: 'SimulatorDevice',
    name: n(`Driving simulator ${i + 1}`, `جهاز محاكاة القيادة ${i + 1}`),
    branchId: 'br-main-training',
    workTimes: [{ days: MON_SAT, from: '08:30', to: '17:30' }],
    slotMinutes: 60,
    sortOrder: ++order,
  })),
  ...['mock-al-quoz-1', 'mock-al-quoz-2'].map<ResourceSeed>((id, i) => ({
    id,
    type: 'MockTestDevice',
    name: n(`Mock test station ${i + 1}`, `محطة الاختبار التجريبي ${i + 1}`),
    branchId: 'br-al-quoz',
    workTimes: [{ days: MON_SAT, from: '09:00', to: '17:00' }],
    slotMinutes: 45,
    sortOrder: ++order,
  })),
];

/**
 * Aisha's past lecture-hall sessions (theory paid): one attended, one she cancelled. Fixed dates in the
 * past; the attended one holds its seat in its hall session.
 */
export const AISHA_HALL_SESSION = {
  id: 'hs-hall-al-quoz-20261103-0900',
  hallId: 'hall-al-quoz',
  startsAt: new Date('2026-11-03T09:00:00+04:00'),
  endsAt: new Date('2026-11-03T10:30:00+04:00'),
  capacity: 20,
  booked: 1,
};

export const AISHA_SCHEDULES = [
  {
    id: 'sch-aisha-theory-1',
    userId: 'usr-aisha',
    kind: 'lectureHall' as const,
    status: 'COMPLETED' as const,
    courseId: 'crs-lmv-standard',
    stageId: 'lmv-std-s-theory',
    branchId: 'br-al-quoz',
    startsAt: AISHA_HALL_SESSION.startsAt,
    endsAt: AISHA_HALL_SESSION.endsAt,
    durationMinutes: 90,
    deviceId: 'hall-al-quoz',
    hallSessionId: AISHA_HALL_SESSION.id,
    bookedBy: 'usr-aisha',
    createdAt: new Date('2026-10-28T10:12:00+04:00'),
  },
  {
    id: 'sch-aisha-theory-2',
    userId: 'usr-aisha',
    kind: 'lectureHall' as const,
    status: 'CANCELLED' as const,
    courseId: 'crs-lmv-standard',
    stageId: 'lmv-std-s-theory',
    branchId: 'br-al-quoz',
    startsAt: new Date('2026-11-10T11:00:00+04:00'),
    endsAt: new Date('2026-11-10T12:30:00+04:00'),
    durationMinutes: 90,
    deviceId: 'hall-al-quoz',
    bookedBy: 'usr-aisha',
    cancelReason: 'I am travelling that week',
    cancelledAt: new Date('2026-11-06T18:40:00+04:00'),
    cancelledBy: 'usr-aisha',
    createdAt: new Date('2026-11-04T09:30:00+04:00'),
  },
];
