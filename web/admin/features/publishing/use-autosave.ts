import { useCallback, useEffect, useRef, useState } from 'react';
import { createAutosaver, type AutosaveState } from './autosaver';

/**
 * Saves `values` in the background each time they change and rest (see createAutosaver), once `enabled`: the state to
 * show, `rebase` for values that need no saving (the form reset to what the server has), and `cancel` for values
 * saved otherwise. What waits when the editor closes is saved at once.
 */
export function useAutosave<Values>(values: Values, save: (values: Values) => Promise<unknown>, enabled: boolean) {
  const [state, setState] = useState<AutosaveState>('idle');
  const saveRef = useRef(save);
  saveRef.current = save;
  const [saver] = useState(() => createAutosaver<Values>({ save: (latest) => saveRef.current(latest), onState: setState }));
  const baseline = useRef(JSON.stringify(values));

  useEffect(() => {
    const serialized = JSON.stringify(values);
    if (!enabled || serialized === baseline.current) return;
    baseline.current = serialized;
    saver.change(values);
  }, [values, enabled, saver]);

  useEffect(() => () => void saver.flush(), [saver]);

  const rebase = useCallback(
    (next: Values) => {
      baseline.current = JSON.stringify(next);
      saver.cancel();
    },
    [saver],
  );
  return { state, rebase, cancel: saver.cancel };
}
