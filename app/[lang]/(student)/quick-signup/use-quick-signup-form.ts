'use client';

import { useRef, useState, type ChangeEvent, type FormEvent, type RefCallback } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { EID_FORM_FIELDS, eidToForm, type EidResult } from '@/components/signup/eid-details';
import type { SignupField } from '@/components/signup/form-values';
import type { SignupLookups } from '@/components/signup/signup-options';
import { isUaeNationality } from '@/lib/domain/nationality';
import { toast } from '@/lib/toast';
import { submitQuickSignup } from './actions';
import { QUICK_FIELDS, type QuickField, type QuickSignupBody } from './quick-fields';
import type { QuickSignupFormValues } from './quick-values';

type Control = HTMLInputElement | HTMLSelectElement | RadioNodeList;

export interface TextProps {
  name: QuickField;
  defaultValue: string;
}

export interface SelectProps extends TextProps {
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

export interface RadioProps {
  name: QuickField;
  ref: RefCallback<HTMLInputElement>;
}

/**
 * State and rules of the quick sign-up (R§2, R§4, R§5). The values live in the form's own
 * controls (a plain, uncontrolled form keeps this page's JavaScript small); only what a rule
 * reacts to is in React state: the licence type (gear types and genders it allows) and the
 * nationality (UAE forces the residency answer to No). The BFF validates with the shared schema;
 * its field errors come back as message keys.
 */
export function useQuickSignupForm({ initial, lookups }: { initial: QuickSignupFormValues; lookups: SignupLookups }) {
  const t = useTranslations('eid');
  const tq = useTranslations('quickSignup');
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [navigating, setNavigating] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<QuickField, string>>>({});
  const [eid, setEid] = useState<EidResult | null>(null);
  const [licenseTypeId, setLicenseTypeId] = useState(initial.licenseTypeId);
  const [nationality, setNationality] = useState(initial.nationality);
  const licence = lookups.licences.find((l) => l.value === licenseTypeId);
  const isUae = isUaeNationality(nationality);

  const control = (name: QuickField) => (formRef.current?.elements.namedItem(name) ?? null) as Control | null;

  function get(name: QuickField): string {
    const el = control(name);
    return el ? el.value : '';
  }

  function set(name: QuickField, value: string) {
    const el = control(name);
    if (el instanceof RadioNodeList) {
      el.forEach((node) => {
        (node as HTMLInputElement).checked = (node as HTMLInputElement).value === value;
      });
    } else if (el) {
      el.value = value;
    }
    if (name === 'licenseTypeId') setLicenseTypeId(value);
    if (name === 'nationality') setNationality(value);
  }

  function onLicenceChange(id: string) {
    const next = lookups.licences.find((l) => l.value === id);
    setLicenseTypeId(id);
    set('licenseCategory', next?.code ?? '');
    set('gearType', '');
    if (next && !(next.genders as string[]).includes(get('gender'))) set('gender', '');
  }

  function onNationalityChange(value: string) {
    setNationality(value);
    if (isUaeNationality(value)) set('hasResidencyVisa', 'no');
  }

  /** An input's props: its name and the prefilled value. */
  const text = (name: QuickField): TextProps => ({ name, defaultValue: initial[name] });

  /** A select's props; the licence type and the nationality also drive the rules above. */
  function select(name: QuickField): SelectProps {
    if (name === 'licenseTypeId') return { ...text(name), onChange: (event) => onLicenceChange(event.target.value) };
    if (name === 'nationality') return { ...text(name), onChange: (event) => onNationalityChange(event.target.value) };
    return text(name);
  }

  /** A radio group's props (spread onto each radio): the prefilled choice is checked once mounted. */
  const radio = (name: QuickField): RadioProps => ({
    name,
    ref: (node) => {
      if (node && !node.dataset.prefilled) {
        node.dataset.prefilled = '1';
        node.checked = node.value === initial[name];
      }
    },
  });

  function applyEid(result: EidResult) {
    try {
      // The e-mail and phone are locked; an ID card carries neither anyway.
      const patch = eidToForm(result, lookups.countries);
      for (const [name, value] of Object.entries(patch) as [SignupField, string][]) set(name as QuickField, value);
      if (patch.nationality) onNationalityChange(patch.nationality);
      if (patch.gender && licence && !(licence.genders as string[]).includes(patch.gender)) set('gender', '');
      setEid(result);
    } catch {
      toast.error(t('applyFailed'));
    }
  }

  function clearEid() {
    for (const name of EID_FORM_FIELDS) set(name as QuickField, '');
    setEid(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || navigating) return;
    const values = Object.fromEntries(QUICK_FIELDS.map((name) => [name, get(name)])) as QuickSignupBody;
    setSubmitting(true);
    setErrors({});
    try {
      const result = await submitQuickSignup(values);
      if (result.ok) {
        // A full load: the session snapshot just changed, and the guards should see the new one.
        setNavigating(true);
        window.location.assign(`/${locale}/signup/onboard`);
        return;
      }
      const fieldErrors = (result.fieldErrors ?? {}) as Partial<Record<QuickField, string>>;
      setErrors(fieldErrors);
      const first = QUICK_FIELDS.find((name) => fieldErrors[name]);
      if (first) focus(first);
      toast.errors(result.toasts ?? []);
    } catch {
      toast.error(tq('failed'));
    } finally {
      setSubmitting(false);
    }
  }

  function focus(name: QuickField) {
    const el = control(name);
    const target = el instanceof RadioNodeList ? (el[0] as HTMLInputElement | undefined) : el;
    target?.focus();
  }

  return { formRef, text, select, radio, errors, licence, isUae, eid, busy: submitting || navigating, onSubmit, applyEid, clearEid };
}
