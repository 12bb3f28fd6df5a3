'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type JSX, type KeyboardEvent } from 'react';
import { cx } from '@/components/ui/aria';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import type { Place } from '@/lib/upstream/schemas/places';
import styles from './address-search.module.css';
import { usePlaceSearch, type SearchStatus } from './use-place-search';

export interface PlaceValue {
  address: string;
  latitude: number;
  longitude: number;
}

export interface AddressSearchProps {
  id: string;
  name: string;
  label: string;
  lang: 'en' | 'ar';
  value: PlaceValue | null;
  onChange: (v: PlaceValue | null) => void;
  error?: string;
  required?: boolean;
}

/**
 * The address of the personal-details step (R§5): a WAI-ARIA combobox over the API's place search
 * (/api/location/v1/places). Only a picked place has coordinates: typing after a pick clears the
 * value, so a stale coordinate is never submitted.
 */
export function AddressSearch({ id, name, label, lang, value, onChange, error, required }: AddressSearchProps): JSX.Element {
  const t = useTranslations('addressSearch');
  const { options, status, search, settle } = usePlaceSearch();
  const [text, setText] = useState(value?.address ?? '');
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const open = options.length > 0 && !dismissed;
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const placeName = (p: Place) => (lang === 'ar' ? p.name.ar : p.name.en);

  // A value set from outside (a saved draft, a reset form) shows in the input.
  useEffect(() => {
    if (value) setText(value.address);
  }, [value]);
  // New suggestions start with none highlighted.
  useEffect(() => setActive(-1), [options]);

  const close = () => {
    setDismissed(true);
    setActive(-1);
  };

  const type = (next: string) => {
    setText(next);
    setDismissed(false);
    if (value) onChange(null);
    search(next);
  };

  const pick = (place: Place) => {
    const address = placeName(place);
    setText(address);
    close();
    settle({ kind: 'chosen', place: address });
    onChange({ address, latitude: place.latitude, longitude: place.longitude });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && count) {
      e.preventDefault();
      setDismissed(false);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault(); // pick, never submit the form
      pick(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  const describe = (s: SearchStatus): string => {
    if (s.kind === 'searching') return t('searching');
    if (s.kind === 'results') return t('results', { count: s.count });
    if (s.kind === 'empty') return t('noResults');
    if (s.kind === 'failed') return t('failed');
    if (s.kind === 'chosen') return t('chosen', { place: s.place });
    return '';
  };

  return (
    <FieldFrame id={id} label={label} hint={t('hint')} error={error}>
      {(aria) => (
        <>
          <div className={styles.combobox}>
            <input
              {...aria}
              type="text"
              name={name}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              required={required}
              value={text}
              onChange={(e) => type(e.target.value)}
              onKeyDown={onKeyDown}
              onBlur={close}
              className={fieldStyles.input}
            />
            <ul id={listId} role="listbox" aria-label={label} hidden={!open} className={styles.listbox}>
              {options.map((place, i) => (
                <li
                  key={place._id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={cx(styles.option, i === active && styles.active)}
                  // keep the focus in the input while the mouse picks
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(place)}
                >
                  <span dir="auto">{placeName(place)}</span>
                </li>
              ))}
            </ul>
          </div>
          <p role="status" className={styles.status}>
            {describe(status)}
          </p>
        </>
      )}
    </FieldFrame>
  );
}
