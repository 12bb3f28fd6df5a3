'use client';

import type { JSX } from 'react';
import { Field } from '@/components/ui/field';

// PLACEHOLDER, replaced at merge by the place search built on the `places` branch (R§5: country AE,
// inside the north 25.75 / south 24.79 / east 55.56 / west 54.89 box). Same props; a labelled text box
// whose text stands for a place in Dubai, so the personal-details form compiles and can be tested.

export interface PlaceValue {
  address: string;
  latitude: number;
  longitude: number;
}

export function AddressSearch(props: {
  id: string;
  name: string;
  label: string;
  lang: 'en' | 'ar';
  value: PlaceValue | null;
  onChange: (v: PlaceValue | null) => void;
  error?: string;
  required?: boolean;
}): JSX.Element {
  const { id, name, label, value, onChange, error, required } = props;
  return (
    <Field
      id={id}
      name={name}
      label={label}
      error={error}
      autoComplete="street-address"
      aria-required={required || undefined}
      value={value?.address ?? ''}
      onChange={(event) => onChange(event.target.value ? { address: event.target.value, latitude: 25.2, longitude: 55.3 } : null)}
    />
  );
}
