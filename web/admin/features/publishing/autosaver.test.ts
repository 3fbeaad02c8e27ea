import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver, type AutosaveState } from './autosaver';

/** A save call the test answers by hand, one request at a time. */
function controlledSave() {
  const calls: { values: string; resolve(): void; reject(): void }[] = [];
  const save = vi.fn(
    (values: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ values, resolve, reject: () => reject(new Error('offline')) });
      }),
  );
  return { save, calls };
}

describe('createAutosaver', () => {
  let states: AutosaveState[];
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  const make = (save: (values: string) => Promise<void>) => createAutosaver({ save, onState: (state) => states.push(state), delayMs: 2000, retryMs: 1000, maxRetryMs: 4000 });

  it('saves the latest values once they have rested, not every keystroke', async () => {
    const { save, calls } = controlledSave();
    const saver = make(save);
    saver.change('a');
    await vi.advanceTimersByTimeAsync(1500);
    saver.change('ab');
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith('ab');
    expect(states).toEqual(['saving']);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['saving', 'saved']);
  });

  it('retries a failed save with a doubling wait, capped, and is saved once the server answers', async () => {
    const { save, calls } = controlledSave();
    const saver = make(save);
    saver.change('text');
    await vi.advanceTimersByTimeAsync(2000);
    const retryTimes: number[] = [];
    for (let failure = 0; failure < 4; failure += 1) {
      calls.at(-1)!.reject();
      const failedAt = Date.now();
      await vi.advanceTimersByTimeAsync(0);
      expect(states.at(-1)).toBe('offline');
      const before = save.mock.calls.length;
      while (save.mock.calls.length === before) await vi.advanceTimersByTimeAsync(100);
      retryTimes.push(Date.now() - failedAt);
    }
    expect(retryTimes).toEqual([1000, 2000, 4000, 4000]);
    expect(save.mock.calls.every(([values]) => values === 'text')).toBe(true);
    calls.at(-1)!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('saved');
  });

  it('saves newer values typed while offline instead of retrying the old ones', async () => {
    const { save, calls } = controlledSave();
    const saver = make(save);
    saver.change('old');
    await vi.advanceTimersByTimeAsync(2000);
    calls[0]!.reject();
    await vi.advanceTimersByTimeAsync(0);
    saver.change('new');
    await vi.advanceTimersByTimeAsync(2000);
    expect(save.mock.calls.map(([values]) => values)).toEqual(['old', 'new']);
  });

  it('never runs two saves at once: values changed during a save wait for it', async () => {
    const { save, calls } = controlledSave();
    const saver = make(save);
    saver.change('first');
    await vi.advanceTimersByTimeAsync(2000);
    saver.change('second');
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls.map(([values]) => values)).toEqual(['first', 'second']);
    // Not 'saved' between the two: the newer values were still waiting.
    expect(states).toEqual(['saving', 'saving']);
  });

  it('flushes what waits at once, and forgets it when cancelled', async () => {
    const { save, calls } = controlledSave();
    const saver = make(save);
    saver.change('closing');
    const flushed = saver.flush();
    expect(save).toHaveBeenCalledExactlyOnceWith('closing');
    calls[0]!.resolve();
    await flushed;
    saver.change('saved with the item');
    saver.cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('idle');
    saver.change('typed after');
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenLastCalledWith('typed after');
  });
});
