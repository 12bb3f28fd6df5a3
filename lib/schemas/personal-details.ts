import * as z from 'zod';
import { normaliseDateInput } from '@/lib/domain/dates';
import {
  expiryDateProblem,
  isOtherProfession,
  issueDateProblem,
  needsLicenceEmirate,
  parseUaeLicences,
  showCabinCrew,
  showHasLicence,
  showLicenceDetails,
  uaeListProblem,
  type Answer,
  type UaeLicence,
} from '@/lib/domain/personal-details';
import { encodeMessage, msg } from './messages';
import { dateProblemMessage } from './personal-details-messages';
import { matches, text } from './rules';

// R§5 "Personal details form": the one schema, shared by the form (loaded lazily in the browser),
// the server action and the use case. Conditional questions are checked only while they show, each
// field stops at its first failing rule, and every message is a code (lib/schemas/messages.ts).

// Letters of any script with spaces and hyphens (occupation), or spaces and slashes (visa profession).
const OCCUPATION = /^(?=.*\p{L})[\p{L}\p{M} -]+$/u;
const PROFESSION = /^(?=.*\p{L})[\p{L}\p{M} /]+$/u;

/** Anything → a trimmed string ('' when absent): the rules below decide what is missing. */
const loose = z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string());
const answer = z.preprocess((v) => (v === 'yes' || v === 'no' ? v : ''), z.enum(['yes', 'no', ''])) as z.ZodType<Answer>;
/** The date box holds ISO dates; a typed text that is not one stays as it is (and reads as invalid). */
const date = z.preprocess((v) => (typeof v === 'string' ? normaliseDateInput(v) : ''), z.string());
/** The UAE licence list travels as JSON text (form drafts and posts hold strings). */
const uaeLicences = z.preprocess((v) => parseUaeLicences(v), z.array(z.custom<UaeLicence>()));

const isCoordinate = (v: string) => v !== '' && Number.isFinite(Number(v));

export function makePersonalDetailsSchema({ now }: { now: Date }) {
  return z
    .object({
      nationality: text('nationality'),
      address: text('address'),
      latitude: loose,
      longitude: loose,
      /** R§5: asked of UAE nationals; optional, no validator. */
      emirate: loose,
      occupation: text('occupation', matches(OCCUPATION, msg.invalid('occupation'))),
      visaProfession: text('visaProfession', matches(PROFESSION, msg.invalid('visaProfession'))),
      otherProfession: loose,
      isCabinCrewOrPilot: answer,
      hasLicense: answer,
      licenseCountry: loose,
      licenseIssueDate: date,
      licenseExpiryDate: date,
      licenseEmirate: loose,
      hasUAELicense: answer,
      uaeLicences,
      hasNOCEnabled: answer,
      isGoldenOpertunityCustomer: answer,
      isEligibleForAddingNewCategory: answer,
      // The learner's facts the questions depend on; the use case puts the profile's in their place.
      gender: loose,
      requiredLicenseId: loose,
      gearType: loose,
    })
    .check(
      z.superRefine(
        (v, ctx) => {
          const failing = new Set(ctx.issues.map((issue) => String(issue.path?.[0] ?? '')));
          const flag = (path: string, message: string | null | undefined) => {
            if (!message || failing.has(path)) return;
            ctx.addIssue({ code: 'custom', path: [path], message, input: v[path as keyof typeof v] });
            failing.add(path);
          };
          // A place picked from the search has coordinates; typed text alone does not say where.
          if (v.address && !(isCoordinate(v.latitude) && isCoordinate(v.longitude))) flag('address', msg.invalid('address'));
          if (isOtherProfession(v.visaProfession)) {
            flag(
              'otherProfession',
              !v.otherProfession
                ? msg.required('otherProfession')
                : PROFESSION.test(v.otherProfession)
                  ? null
                  : encodeMessage('server_invalid', { field: 'otherProfession' }),
            );
          }
          if (showCabinCrew(v) && !v.isCabinCrewOrPilot) flag('isCabinCrewOrPilot', msg.required('isCabinCrewOrPilot'));
          if (showHasLicence(v) && !v.hasLicense) flag('hasLicense', msg.required('hasLicense'));
          if (showLicenceDetails(v)) {
            const issue = issueDateProblem({ issue: v.licenseIssueDate, expiry: v.licenseExpiryDate, now });
            const expiry = expiryDateProblem({ issue: v.licenseIssueDate, expiry: v.licenseExpiryDate });
            flag('licenseCountry', v.licenseCountry ? null : msg.required('licenseCountry'));
            flag('licenseIssueDate', issue && dateProblemMessage('licenseIssueDate', issue));
            flag('licenseExpiryDate', expiry && dateProblemMessage('licenseExpiryDate', expiry));
            if (needsLicenceEmirate(v)) flag('licenseEmirate', v.licenseEmirate ? null : msg.required('licenseEmirate'));
          }
          const list = uaeListProblem({ ...v, now });
          flag('uaeLicences', list && encodeMessage(list === 'required' ? 'uae_licence_required' : 'uae_licence_details'));
        },
        // Run despite other fields' errors, so one submit shows every field's first error.
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      ),
    );
}

export type PersonalDetailsValues = z.output<ReturnType<typeof makePersonalDetailsSchema>>;

/** The form's controls the upstream body's fields (R§3) belong to; anything else is no control's. */
const FORM_FIELDS = new Set([
  'nationality',
  'emirate',
  'occupation',
  'visaProfession',
  'isCabinCrewOrPilot',
  'hasLicense',
  'licenseCountry',
  'licenseIssueDate',
  'licenseExpiryDate',
  'licenseEmirate',
  'hasUAELicense',
  'hasNOCEnabled',
  'isGoldenOpertunityCustomer',
  'isEligibleForAddingNewCategory',
]);

/** An upstream error path → the form's control ('studentDetails.UAELicenseTypes.0.licenseEmirate' → the list). */
export function personalDetailsField(path: string): string {
  if (/^studentDetails\.UAELicenseTypes(\.|$)/.test(path)) return 'uaeLicences';
  if (path === 'address' || path.startsWith('address.')) return 'address';
  const name = path.replace(/^studentDetails\./, '');
  return FORM_FIELDS.has(name) ? name : path;
}
