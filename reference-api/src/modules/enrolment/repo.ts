import { eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client';
import { promotions, studentCourses, users } from '../../db/schema/index';
import { ApiError } from '../../platform/errors';
import type { UserRow } from '../session/guard';
import { ENROLMENT_ERRORS } from './contract';

// The learner's rows every module that changes a course, a payment or a booking starts from.

export type StudentCourseRow = typeof studentCourses.$inferSelect;
export type Promotion = typeof promotions.$inferSelect;

/** Locks the learner's row for the transaction: writes about one learner queue behind each other. */
export async function lockUser(tx: Tx, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new ApiError(ENROLMENT_ERRORS.stage_out_of_order);
  return row;
}

/** The learner's one course row (its primary key is the learner), if a course was chosen. */
export async function courseRow(db: Reader, userId: string): Promise<StudentCourseRow | undefined> {
  const [row] = await db.select().from(studentCourses).where(eq(studentCourses.userId, userId));
  return row;
}

export async function promotionById(db: Reader, id: string): Promise<Promotion | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}
