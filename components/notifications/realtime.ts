import { io, type Socket } from 'socket.io-client';
import { api } from '@/lib/api-client';
import type { Notification } from '@/lib/upstream/schemas/notifications';

// The browser's end of the notification channel (R§4, contract "Notifications"). It connects on the
// portal's own origin (the portal relays the socket to the API) with a one-time ticket the BFF mints,
// a fresh one for every (re)connection, so the bearer token never reaches the browser. The protocol:
// on the server's ack (user id) the client answers with the newest notification id it has; what is
// newer comes back as something_new. After a dropped connection the same exchange hands over
// everything missed.

type Answer = { status: 'something_new'; notifications: Notification[] } | { status: 'nothing_new' | 'refused' };

export function connectNotifications(options: { latestId: () => string | null; onNew: (items: Notification[]) => void }): () => void {
  const socket: Socket = io({
    path: '/notification/connect',
    transports: ['websocket'],
    auth: (cb) => {
      api
        .post('notification/v1/ticket')
        .json<{ data: { ticket: string } }>()
        .then((body) => cb({ ticket: body.data.ticket }))
        .catch(() => cb({}));
    },
    reconnectionDelay: 2000,
    reconnectionDelayMax: 30_000,
  });
  socket.on('ack', (payload: { userId?: string }) => {
    if (typeof payload?.userId !== 'string') return;
    socket.emit('ack', { notificationId: options.latestId(), userId: payload.userId }, (answer: Answer) => {
      if (answer?.status === 'something_new' && answer.notifications.length) options.onNew(answer.notifications);
    });
  });
  // A refused ticket (expired session) is not retried forever: the next page load starts again.
  socket.on('connect_error', (error) => {
    if (/unauthorized/.test(error.message) && !socket.active) socket.disconnect();
  });
  return () => socket.disconnect();
}
