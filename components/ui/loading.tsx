import styles from './loading.module.css';

/**
 * What a page shows while its data is on the way (a slow API must never mean a blank tab): a short
 * line announced to screen readers, and a pulse where the content will be.
 */
export function Loading({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
      <div className={styles.skeleton} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={styles.bar} />
        ))}
      </div>
    </div>
  );
}
