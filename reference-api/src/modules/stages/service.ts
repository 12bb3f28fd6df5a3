import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import { pgCode, pgConstraint } from '../../platform/http';
import { courseById, courseRow, lockUser } from '../enrolment';
import { chargeOrder, entriesOf } from '../money/ledger';
import type { UserRow } from '../session/guard';
import { STAGE_ERRORS } from './contract';
import { insertSkip, insertSkipOrder, markStageDone, stageInOpenOrder } from './repo';

// Skipping a course stage (D§4, D§7 stage/skip, D§8): allowed only for a stage the course marks
// skippable, of the learner's own course, not paid and not skipped before. One transaction writes the
// 'skipped' order, its ledger entries (the stage's lines charged, then an adjustment of minus the same,
// so the order sums to zero and the balance's total drops by exactly the stage's price), the stage_skips
// row (primary key learner + stage: a second skip loses on the constraint) and the stage as done.

const refused = () => new ApiError(STAGE_ERRORS.stage_skip_refused);

export async function skipStage(db: Db, user: UserRow, stageId: string, now: number) {
  const at = new Date(now);
  try {
    return await db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const sc = await courseRow(tx, user.id);
      if (!sc) throw refused();
      const course = await courseById(tx, sc.courseId);
      const milestone = course?.milestones.find((m) => m.stages.some((s) => s.id === stageId));
      const stage = milestone?.stages.find((s) => s.id === stageId);
      // someone else's stage, an unknown id, a stage the course does not let go, or one already done
      if (!milestone || !stage?.skippable || sc.paidStageIds.includes(stageId)) throw refused();
      // an order being paid (gateway, or due at the till) already charges it
      if (await stageInOpenOrder(tx, user.id, stageId)) throw refused();
      const orderId = `SKP-${now.toString(36).toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
      const order = await insertSkipOrder(tx, { orderId, userId: user.id, milestoneId: milestone.id, stageId, at });
      await insertSkip(tx, { userId: user.id, stageId, orderId, at });
      await chargeOrder(tx, order, at);
      await markStageDone(tx, user.id, stageId, at);
      const entries = await entriesOf(tx, user.id, [orderId]);
      // what left the balance is what the adjustment takes off (the lines' total): with a promotion the
      // discount entry is part of the charge side, not of the price (found by the skip property test)
      const amountFils = -entries.filter((e) => e.kind === 'adjustment').reduce((s, e) => s + e.amountFils, 0);
      return { stageId, orderId, amountFils, skippedAt: at.toISOString() };
    });
  } catch (err) {
    // the same stage skipped twice at once: the second loses on stage_skips' primary key
    if (pgCode(err) === '23505' && pgConstraint(err) === 'stage_skips_user_id_stage_id_pk') throw refused();
    throw err;
  }
}
