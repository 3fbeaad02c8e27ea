type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to "the server no longer knows this session" (any 401 outside sign-in); returns the unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionEnded() {
  for (const listener of listeners) listener();
}
