import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/lib/env';
import { listOutbox } from '@/lib/upstream/sandbox';
import styles from './dev.module.css';

// /dev/ – the sandbox outbox, so a person trying the portal can read their one-time codes.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Sandbox outbox · صندوق الرسائل التجريبي', robots: { index: false } };

export default async function DevOutboxPage() {
  if (!env.SANDBOX) notFound();
  let messages: Awaited<ReturnType<typeof listOutbox>> = [];
  let failed = false;
  try {
    messages = await listOutbox({ limit: 50 });
  } catch {
    failed = true;
  }
  return (
    <main className={styles.main}>
      <h1>
        Sandbox outbox{' '}
        <span lang="ar" dir="rtl">
          · صندوق الرسائل التجريبي
        </span>
      </h1>
      <p>
        Text messages and e-mails the API would have sent, newest first. Nothing leaves this machine.{' '}
        <span lang="ar" dir="rtl">
          الرسائل النصية ورسائل البريد التي كان سيرسلها النظام، الأحدث أولاً.
        </span>
      </p>
      {failed ? (
        <p role="alert">The API did not answer. · لم تستجب الخدمة.</p>
      ) : messages.length === 0 ? (
        <p>No messages yet. · لا توجد رسائل بعد.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>Latest {messages.length} messages</caption>
          <thead>
            <tr>
              <th scope="col">Time (UTC)</th>
              <th scope="col">Channel</th>
              <th scope="col">To</th>
              <th scope="col">Code</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m._id}>
                <td>{m.createdAt.replace('T', ' ').slice(0, 19)}</td>
                <td>{m.channel === 'sms' ? 'SMS' : 'E-mail'}</td>
                <td dir="ltr">{m.to}</td>
                <td dir="ltr" className={styles.code}>
                  {m.code ?? '—'}
                </td>
                <td>
                  {m.subject ? <strong>{m.subject}: </strong> : null}
                  <Linked text={m.body} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

/** A message's text with its links clickable (the staff report links, issue 25): only http(s) URLs, shown as they are. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 ? (
          <a key={i} href={part} dir="ltr">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
