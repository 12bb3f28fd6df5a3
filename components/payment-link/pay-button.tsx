'use client';

import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';

/** The Pay now submit: busy (and deaf to a second click) while the order is being opened. */
export function PayButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" block loading={pending} aria-describedby={pending ? 'pay-busy' : undefined}>
      {label}
      {pending ? (
        <span id="pay-busy" role="status" className="visually-hidden">
          {busyLabel}
        </span>
      ) : null}
    </Button>
  );
}
