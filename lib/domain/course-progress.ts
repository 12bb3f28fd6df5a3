// The Courses tab's progress (issue 26): how far a learner has come, from figures the API already
// answers (the course's paid stages, its exams' standing, the practical minutes). Pure; `courses`
// page and its table test share it. Nothing is summed twice: each figure is a count of what the API said.

export interface ProgressInput {
  milestones: readonly { stages: readonly { _id: string; paid: boolean }[] }[];
  /** the course's exams as student/course/exams/ answers them (null when they could not be read) */
  exams: readonly { instanceCode: string; status: string }[] | null;
  /** practical training minutes (schedule/summary), null when unknown */
  practicalMinutes: { paid: number; completed: number } | null;
}

export interface CourseProgress {
  stagesPaid: number;
  stagesTotal: number;
  examsPassed: number | null;
  examsTotal: number | null;
  /** hours to one decimal, completed never above paid; null when nothing is paid yet */
  practicalHours: { completed: number; paid: number } | null;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

export function courseProgress({ milestones, exams, practicalMinutes }: ProgressInput): CourseProgress {
  const stages = milestones.flatMap((m) => m.stages);
  const paid = practicalMinutes?.paid ?? 0;
  return {
    stagesPaid: stages.filter((s) => s.paid).length,
    stagesTotal: stages.length,
    examsPassed: exams ? exams.filter((e) => e.status === 'PASSED').length : null,
    examsTotal: exams ? exams.length : null,
    practicalHours: practicalMinutes && paid > 0 ? { completed: hours(Math.min(practicalMinutes.completed, paid)), paid: hours(paid) } : null,
  };
}

/** The exams that belong to one stage (D§3 instanceCode), in the API's order. */
export function examsOfStage<E extends { instanceCode: string }>(exams: readonly E[] | null, stageId: string): E[] {
  return (exams ?? []).filter((e) => e.instanceCode === stageId);
}
