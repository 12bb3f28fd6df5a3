import type { LicenseType } from '@/lib/upstream/schemas/lookups';

// A pictogram per kind of licence, picked from the code or English name (the API has no icon field).
type Kind = 'car' | 'motorcycle' | 'truck' | 'bus' | 'machine';

export function licenceKind(licence: Pick<LicenseType, 'code' | 'name'>): Kind {
  const text = `${licence.code} ${licence.name.en}`.toLowerCase();
  if (/motor ?cycle|bike/.test(text)) return 'motorcycle';
  if (/bus/.test(text)) return 'bus';
  if (/truck|lorry|heavy vehicle/.test(text)) return 'truck';
  if (/fork|shovel|loader|crane|machine/.test(text)) return 'machine';
  return 'car';
}

const paths: Record<Kind, string> = {
  car: 'M5 16.5h14M6.5 16.5V19M17.5 16.5V19M4 16.5v-3.2l1.8-5.1A2 2 0 0 1 7.7 7h8.6a2 2 0 0 1 1.9 1.2l1.8 5.1v3.2M4.5 13h15M7.5 14.75h.01M16.5 14.75h.01',
  motorcycle: 'M5.5 18.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18.5 18.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM5.5 15.5l4-6h5l4 6M14.5 9.5l-1.5-3h-2.5M9.5 9.5l2.5 6h2',
  truck:
    'M3 6.5h11v10H3zM14 10h4l3 3.5v3h-7M6.5 19a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5zM17.5 19a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5z',
  bus: 'M5 4.5h14a1 1 0 0 1 1 1v11.5H4V5.5a1 1 0 0 1 1-1zM4 11.5h16M7.5 17v2.5M16.5 17v2.5M7.5 14.5h.01M16.5 14.5h.01M9 7.5h6',
  machine:
    'M3 17.5h10M4.5 17.5V9.5h5l2 4v4M9.5 9.5v-4M15 4.5v13M15 14.5h5.5M6.5 20a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM11 20a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
};

export function LicenceIcon({ licence, className }: { licence: Pick<LicenseType, 'code' | 'name'>; className?: string }) {
  return (
    <svg
      className={className}
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[licenceKind(licence)]} />
    </svg>
  );
}
