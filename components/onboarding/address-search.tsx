'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { cx } from '@/components/ui/aria';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { searchPlaces } from '@/lib/queries/places';
import type { Place } from '@/lib/upstream/schemas/places';
import styles from './address-search.module.css';

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

const DEBOUNCE_MS = 250;
const MIN_CHARS = 2;

type Status = { kind: 'idle' | 'searching' | 'empty' | 'failed' } | { kind: 'results'; count: number } | { kind: 'chosen'; place: string };

/**
 * The address of the personal-details step (R§5): a WAI-ARIA combobox over the API's place search
 * (through /api/location/v1/places). Only a picked place has coordinates: typing after a pick clears
 * the value, so a stale coordinate is never submitted.
 */
export function AddressSearch({ id, name, label, lang, value, onChange, error, required }: AddressSearchProps): JSX.Element {
  const t = useTranslations('addressSearch');
  const [text, setText] = useState(value?.address ?? '');
  const [options, setOptions] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const placeName = (p: Place) => (lang === 'ar' ? p.name.ar : p.name.en);

  // A value set from outside (a saved draft, a reset form) shows in the input.
  useEffect(() => {
    if (value) setText(value.address);
  }, [value]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const cancel = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = async (query: string) => {
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const found = await searchPlaces(query, controller.signal);
      if (inFlight.current !== controller) return; // a newer search owns the list
      setOptions(found);
      setActive(-1);
      setOpen(found.length > 0);
      setStatus(found.length ? { kind: 'results', count: found.length } : { kind: 'empty' });
    } catch {
      if (inFlight.current !== controller) return;
      setOptions([]);
      close();
      setStatus({ kind: 'failed' });
    }
  };

  const type = (next: string) => {
    setText(next);
    if (value) onChange(null);
    cancel();
    const query = next.trim();
    if (query.length < MIN_CHARS) {
      setOptions([]);
      close();
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'searching' });
    timer.current = setTimeout(() => void search(query), DEBOUNCE_MS);
  };

  const pick = (place: Place) => {
    cancel();
    const address = placeName(place);
    setText(address);
    setOptions([]);
    close();
    setStatus({ kind: 'chosen', place: address });
    onChange({ address, latitude: place.latitude, longitude: place.longitude });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!count) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault(); // pick, never submit the form
      pick(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  const statusText =
    status.kind === 'searching'
      ? t('searching')
      : status.kind === 'results'
        ? t('results', { count: status.count })
        : status.kind === 'empty'
          ? t('noResults')
          : status.kind === 'failed'
            ? t('failed')
            : status.kind === 'chosen'
              ? t('chosen', { place: status.place })
              : '';

  return (
    <FieldFrame id={id} label={label} hint={t('hint')} error={error}>
      {(aria) => (
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
          <p role="status" className={styles.status}>
            {statusText}
          </p>
        </div>
      )}
    </FieldFrame>
  );
}
