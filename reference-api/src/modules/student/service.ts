import type { FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../../platform/errors';
import type { UserRow } from '../session/guard';
import { STUDENT_ERRORS, STUDENT_LABELS, toPublicUser, type EditProfileInput, type QuickRegisterInput } from './contract';
import { invalidData } from '../../platform/errors';
import { fieldError, type FieldErrors } from '../../platform/fields';
import { checkBranchAndLanguage, checkRegistration, phoneTaken, userConflict } from './registration-rules';
import * as repo from './repo';

/**
 * PUT pre-register: quick sign-up for an account staff created (the e-mail stays locked). One UPDATE;
 * a phone or Emirates ID another account holds is refused by the unique indexes, not by a prior check.
 */
export async function preRegister(req: FastifyRequest, user: UserRow, body: QuickRegisterInput) {
  const { db, now } = req.server.ctx;
  if (!user.isPreRegisteredUser) throw new ApiError(STUDENT_ERRORS.not_pre_registered);
  const reg = await checkRegistration(db, body, now());
  const { countryCode, startingCode, number } = body.phones.firstNumber;
  try {
    const updated = await repo.updateUser(db, user.id, {
      name: body.name,
      gender: body.gender,
      dob: body.dob,
      nationality: reg.nationality,
      countryCode,
      startingCode,
      number,
      phone: reg.phone,
      phoneVerified: reg.phone === user.phone ? user.phoneVerified : false,
      emiratesId: reg.emiratesId ?? user.emiratesId,
      trainingBranchId: reg.trainingBranchId,
      studentDetails: { ...user.studentDetails, ...reg.studentDetails },
    });
    if (!updated) throw notFound();
    return toPublicUser(updated);
  } catch (err) {
    throw userConflict(err, phoneTaken()) ?? err;
  }
}

/**
 * PUT profile: what a learner may change after sign-up, with the same rules. A new e-mail must be
 * verified again; one another account holds is refused by the unique index (409 email_taken).
 */
export async function editProfile(req: FastifyRequest, user: UserRow, body: EditProfileInput) {
  const { db } = req.server.ctx;
  const fields: FieldErrors = {};
  const { branch, language } = await checkBranchAndLanguage(
    db,
    { trainingBranchId: body.trainingBranchId, language: body.studentDetails.language },
    (path, code) => void (fields[path] ??= fieldError(path, code, STUDENT_LABELS)),
  );
  if (Object.keys(fields).length) throw invalidData(fields);
  const emailChanged = body.email !== user.email.toLowerCase();
  try {
    const updated = await repo.updateUser(db, user.id, {
      name: body.name,
      email: body.email,
      ...(emailChanged ? { emailVerified: false } : {}),
      trainingBranchId: branch!.id,
      studentDetails: { ...user.studentDetails, language: language!.id },
    });
    if (!updated) throw notFound();
    return toPublicUser(updated);
  } catch (err) {
    throw userConflict(err, phoneTaken()) ?? err;
  }
}
