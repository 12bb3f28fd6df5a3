'use client';

import { useTranslations } from 'next-intl';
import type { UaeLicence } from '@/lib/domain/personal-details';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import type { Option } from './options';
import styles from './personal-details.module.css';

interface Props {
  index: number;
  entry: UaeLicence;
  licenceTypes: readonly Option[];
  emirates: readonly Option[];
  today: string;
  /** Each field's own problem, shown once the list as a whole was refused. */
  errors: Partial<Record<keyof UaeLicence, string>>;
  onChange: (next: UaeLicence) => void;
  /** Absent for the first entry, which cannot be removed (R§5). */
  onRemove?: () => void;
}

/** One UAE licence: type, emirate, issue and expiry dates, in a group named by its number. */
export function UaeLicenceRow({ index, entry, licenceTypes, emirates, today, errors, onChange, onRemove }: Props) {
  const t = useTranslations('personalDetails');
  const tf = useTranslations('fields');
  const number = index + 1;
  const id = (part: string) => `uae-licence-${index}-${part}`;
  const set = (field: keyof UaeLicence) => (value: string) => onChange({ ...entry, [field]: value });
  return (
    <fieldset className={styles.entry}>
      <legend className={styles.entryTitle}>{t('licence', { number })}</legend>
      <div className={styles.grid}>
        <SelectField
          id={id('type')}
          label={tf('licenseType')}
          options={licenceTypes}
          value={entry.licenseTypeId}
          error={errors.licenseTypeId}
          onChange={(event) => set('licenseTypeId')(event.target.value)}
        />
        <SelectField
          id={id('emirate')}
          label={tf('emirate')}
          options={emirates}
          value={entry.licenseEmirate}
          error={errors.licenseEmirate}
          onChange={(event) => set('licenseEmirate')(event.target.value)}
        />
        <DateField
          id={id('issue')}
          label={tf('issueDate')}
          value={entry.licenseIssueDate}
          error={errors.licenseIssueDate}
          onChange={(event) => set('licenseIssueDate')(event.target.value)}
          max={today}
          min="1950-01-01"
        />
        <DateField
          id={id('expiry')}
          label={tf('expiryDate')}
          value={entry.licenseExpiryDate}
          error={errors.licenseExpiryDate}
          onChange={(event) => set('licenseExpiryDate')(event.target.value)}
          min="1950-01-01"
        />
      </div>
      {onRemove ? (
        <Button variant="secondary" className={styles.remove} aria-label={t('removeLicence', { number })} onClick={onRemove}>
          {t('remove')}
        </Button>
      ) : null}
    </fieldset>
  );
}
