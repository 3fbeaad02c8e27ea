/** Where an editor's autosave stands: nothing to save yet, a save under way, all saved, or failing and retrying. */
export type AutosaveState = 'idle' | 'saving' | 'saved' | 'offline';

export interface AutosaverOptions<Values> {
  save(values: Values): Promise<unknown>;
  onState(state: AutosaveState): void;
  /** How long after the last change it saves. */
  delayMs?: number;
  /** The wait before the first retry of a failed save, doubled at each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export const AUTOSAVE_DELAY_MS = 2_000;
const RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/**
 * Saves the latest values given to `change` once they have rested `delayMs`, one save at a time, always the newest
 * values; a failed save is retried with a doubling wait (the state says 'offline' meanwhile) until one succeeds or newer
 * values arrive. A plain object, so that its timing is tested without React.
 */
export function createAutosaver<Values>(options: AutosaverOptions<Values>) {
  const { save, onState, delayMs = AUTOSAVE_DELAY_MS, retryMs = RETRY_MS, maxRetryMs = MAX_RETRY_MS } = options;
  let pending: { values: Values } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let failures = 0;

  const schedule = (wait: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), wait);
  };

  async function run(): Promise<void> {
    timer = undefined;
    // One save at a time, so that an older save never lands after a newer one.
    if (running) await running;
    const taken = pending;
    if (!taken) return;
    pending = undefined;
    onState('saving');
    running = save(taken.values).then(
      () => {
        failures = 0;
        if (!pending) onState('saved');
      },
      () => {
        failures += 1;
        // Newer values wait for their own timer; these are saved again only when nothing newer came.
        if (pending) return;
        pending = taken;
        onState('offline');
        schedule(Math.min(retryMs * 2 ** (failures - 1), maxRetryMs));
      },
    );
    await running;
    running = undefined;
  }

  return {
    /** New values to save once they have rested. */
    change(values: Values) {
      pending = { values };
      schedule(delayMs);
    },
    /** Saves what is waiting now, without waiting for the rest or a retry (the editor is closing). */
    flush(): Promise<void> {
      clearTimeout(timer);
      return run();
    },
    /** Forgets what is waiting (it was saved otherwise, or discarded); later changes are saved again. */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      failures = 0;
      onState('idle');
    },
  };
}

export type Autosaver<Values> = ReturnType<typeof createAutosaver<Values>>;
