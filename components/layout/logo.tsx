/** The centre's mark: a steering wheel in a rounded square. Decorative; the link carries the name. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#0b5cab" />
      <circle cx="24" cy="24" r="13" fill="none" stroke="#fff" strokeWidth="4" />
      <circle cx="24" cy="24" r="3.5" fill="#ffc629" />
      <path d="M11.5 21.5h9M27.5 21.5h9M24 27.5v9" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
