'use client';

import { useCallback, useRef, useState, useTransition } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useLocale } from 'next-intl';
// The plain router with lib/i18n/paths' localePath: next-intl's navigation would bring next/link
// and its provider plumbing into the first load for one push.
import { useRouter } from 'next/navigation';
import { storeCountdownStart } from '@/components/ui/hooks/use-countdown';
import { isUaeNationality } from '@/lib/domain/nationality';
import type { Locale } from '@/lib/i18n/routing';
import type { SignupValues } from '@/lib/schemas/signup';
import { EID_FORM_FIELDS, type EidFormPatch, type EidResult } from '@/components/signup/eid-fields';
import type { SignupField, SignupFormValues } from '@/components/signup/form-values';
import { SIGNUP_OTP_COUNTDOWN_KEY } from './otp/countdown-key';
import type { SignupLookups } from '@/components/signup/signup-options';
import { usePreload } from './use-deferred';

const loadDeferred = () => import('./signup-deferred');

/**
 * State and rules of the sign-up form (R§4, R§5): the shared schema as resolver, a licence
 * type's gear types and genders, the UAE residency rule, the Emirates ID panel's effects and
 * the server's answer.
 */
export function useSignupForm({ initial, lookups }: { initial: SignupFormValues; lookups: SignupLookups }) {
  const router = useRouter();
  const locale = useLocale() as Locale;
  const [navigating, startNavigation] = useTransition();
  const [eid, setEid] = useState<EidResult | null>(null);
  usePreload(loadDeferred);

  // The zodResolver over the shared signup schema, built when its module has arrived.
  const [now] = useState(() => new Date());
  const zod = useRef<Resolver<SignupFormValues, unknown, SignupValues> | null>(null);
  const resolver = useCallback<Resolver<SignupFormValues, unknown, SignupValues>>(
    async (values, context, options) => {
      zod.current ??= (await loadDeferred()).makeSignupResolver(now);
      return zod.current(values, context, options);
    },
    [now],
  );
  const form = useForm<SignupFormValues, unknown, SignupValues>({ resolver, defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { setValue, setError, setFocus, getValues, formState } = form;

  const licenseTypeId = useWatch({ control: form.control, name: 'licenseTypeId' });
  const nationality = useWatch({ control: form.control, name: 'nationality' });
  const licence = lookups.licences.find((l) => l.value === licenseTypeId);
  const isUae = isUaeNationality(nationality);

  const set = (name: SignupField, value: string) => setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  /** R§4: a new licence type clears the gear type and narrows gear types and genders. */
  function onLicenceChange(id: string) {
    const next = lookups.licences.find((l) => l.value === id);
    setValue('licenseCategory', next?.code ?? '');
    set('gearType', '');
    if (next && !(next.genders as string[]).includes(getValues('gender'))) set('gender', '');
  }

  /** R§4: nationality United Arab Emirates forces the residency-visa answer to No. */
  function onNationalityChange(value: string) {
    if (isUaeNationality(value)) set('hasResidencyVisa', 'no');
  }

  /** 'Proceed' in 'Details from EID': the dialog has turned the card into form values. */
  function applyEid(patch: EidFormPatch, result: EidResult) {
    for (const [name, value] of Object.entries(patch) as [SignupField, string][]) set(name, value);
    if (patch.nationality) onNationalityChange(patch.nationality);
    if (patch.gender && licence && !(licence.genders as string[]).includes(patch.gender)) set('gender', '');
    setEid(result);
  }

  /** 'Cancel' in 'Details from EID', or a failed read: the card's fields are emptied. */
  function clearEid() {
    for (const name of EID_FORM_FIELDS) set(name, '');
    setEid(null);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const deferred = await loadDeferred();
    const outcome = await deferred.submitSignup(values, locale);
    if (outcome.ok) {
      storeCountdownStart(SIGNUP_OTP_COUNTDOWN_KEY, outcome.sentAt);
      startNavigation(() => router.push(outcome.next));
      return;
    }
    const { errors } = outcome;
    if (errors.emiratesIdTaken) {
      setValue('emiratesId', '');
      setEid(null);
    }
    const fields = Object.entries(errors.fieldErrors) as [SignupField, string][];
    for (const [name, message] of fields) setError(name, { type: 'server', message });
    if (fields[0]) setFocus(fields[0][0]);
    deferred.toast.errors(outcome.toasts);
  });

  return {
    form,
    licence,
    isUae,
    eid,
    busy: formState.isSubmitting || navigating,
    /** The hydrated form has validated once: from then on its own errors are the ones shown. */
    submitted: formState.isSubmitted,
    onSubmit,
    onLicenceChange,
    onNationalityChange,
    applyEid,
    clearEid,
  };
}
