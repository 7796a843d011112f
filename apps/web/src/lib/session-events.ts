/** Why the session ended: the refresh call failed, or it answered without an access token. */
export type SessionExpiredReason = 'refresh-failed' | 'no-token';

type Listener = (reason: SessionExpiredReason) => void;

const listeners = new Set<Listener>();

/** Subscribes to "session expired"; returns the unsubscribe function. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionExpired(reason: SessionExpiredReason): void {
  for (const listener of listeners) listener(reason);
}
