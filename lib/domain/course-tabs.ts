// R§9 course tabs: Standard (regular courses, index 1), Customized (flexi courses and code PREF,
// index 2), Elite (lump-sum courses that are neither regular nor flexi, index 4). VIP codes VLMT1–4
// mean 10–40 hours, VL2–4 VIP Normal 20–40. Pure; the course step and its tests share it.

export const COURSE_TABS = ['standard', 'customized', 'elite'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

/** The spec's tab indexes (the upstream's numbering, kept for deep links: ?tab=1|2|4). */
export const TAB_INDEX: Record<CourseTab, number> = { standard: 1, customized: 2, elite: 4 };

export interface TabbedCourse {
  course: { code: string; isRegularCourse: boolean; isFlexiCourse: boolean; isLumpSumCourse: boolean };
  courseType: { code: string };
}

/** The tab a course shows under, or null when it fits none (it is then not offered). */
export function courseTab({ course, courseType }: TabbedCourse): CourseTab | null {
  if (course.isRegularCourse) return 'standard';
  if (course.isFlexiCourse || course.code === 'PREF' || courseType.code === 'PREF') return 'customized';
  if (course.isLumpSumCourse) return 'elite';
  return null;
}

const VIP_HOURS: Record<string, { hours: number; normal: boolean }> = {
  VLMT1: { hours: 10, normal: false },
  VLMT2: { hours: 20, normal: false },
  VLMT3: { hours: 30, normal: false },
  VLMT4: { hours: 40, normal: false },
  VL2: { hours: 20, normal: true },
  VL3: { hours: 30, normal: true },
  VL4: { hours: 40, normal: true },
};

/** The VIP hours a course-type code stands for (R§9), or null for a code that is not VIP. */
export function vipHours(code: string): { hours: number; normal: boolean } | null {
  return VIP_HOURS[code.toUpperCase()] ?? null;
}

/** Courses grouped by tab in tab order, each tab keeping the catalogue's order; empty tabs dropped. */
export function groupByTab<C extends TabbedCourse>(courses: readonly C[]): { tab: CourseTab; courses: C[] }[] {
  return COURSE_TABS.map((tab) => ({ tab, courses: courses.filter((c) => courseTab(c) === tab) })).filter((g) => g.courses.length > 0);
}
