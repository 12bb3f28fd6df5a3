import styles from './auth-ui.module.css';

/** A form's one error line. role=alert: announced when it appears, also before hydration. */
export function FormAlert({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
