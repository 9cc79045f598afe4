import { NOTIFICATION_TTL_MS } from '@hortus/core';
import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';

/**
 * What a notice offers to do next: a page to go to, or a form to post (an undo), which works without
 * JavaScript; with it, `run` takes the post's place.
 */
export type NotificationAction =
  | { label: string; to: string }
  | { label: string; post: { to: string; fields: Record<string, string> }; run?: () => void };

/** Spec 3 "Notification"; the message is already in the shopper's language. */
export interface Notification {
  type: 'success' | 'warning' | 'error';
  message: string;
  action?: NotificationAction;
  timeToLive?: number;
  hasNoTimeout?: boolean;
}

interface Shown extends Notification {
  id: number;
}

const NONE: Shown[] = [];
let shown: Shown[] = NONE;
let nextId = 1;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function dismiss(id: number): void {
  shown = shown.filter((entry) => entry.id !== id);
  changed();
}

/**
 * Shows a notice. Spec 4 "Other": a duplicate of the last message is ignored; the others go away after
 * 5000 ms or their timeToLive, unless they have no timeout.
 */
export function notify(notification: Notification): void {
  if (shown.at(-1)?.message === notification.message) return;
  const entry = { ...notification, id: nextId++ };
  shown = [...shown, entry];
  changed();
  if (!notification.hasNoTimeout) {
    setTimeout(() => dismiss(entry.id), notification.timeToLive ?? NOTIFICATION_TTL_MS);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The notices in a live region, which is always in the page so that a screen reader announces what is
 * added to it. `fromServer` is the notice an action left for this page (a form posted without
 * JavaScript, or a redirect): it is in the server's HTML and then joins the others.
 */
export function Notifications({ fromServer }: { fromServer: Notification | null }) {
  const { t } = useTranslation();
  // The same empty list as the browser's (a new one would differ, and React would render this again).
  const serverList = fromServer ? [{ ...fromServer, id: 0 }] : NONE;
  const list = useSyncExternalStore(
    subscribe,
    () => shown,
    () => serverList,
  );
  useEffect(() => {
    if (fromServer) notify(fromServer);
  }, [fromServer]);
  return (
    <div className="notifications" role="status" aria-live="polite">
      {list.map((entry) => (
        <div key={entry.id} className={`notification notification-${entry.type}`}>
          <p>{entry.message}</p>
          {entry.action && <NoticeAction action={entry.action} onDone={() => dismiss(entry.id)} />}
          {entry.id > 0 && (
            <button type="button" className="icon-button" onClick={() => dismiss(entry.id)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('a11y.closeNotice')}</span>
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

function NoticeAction({ action, onDone }: { action: NotificationAction; onDone: () => void }) {
  if ('to' in action) {
    return (
      <Link to={action.to} className="button button-primary">
        {action.label}
      </Link>
    );
  }
  const { run } = action;
  return (
    <form
      method="post"
      action={action.post.to}
      onSubmit={
        run
          ? (event) => {
              event.preventDefault();
              run();
              onDone();
            }
          : undefined
      }
    >
      {Object.entries(action.post.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button-primary">
        {action.label}
      </button>
    </form>
  );
}
