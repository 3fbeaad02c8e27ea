import { createHook } from 'node:async_hooks';

/**
 * One of Node's own `process.nextTick` queue entries, held for the life of the process.
 *
 * Every request Node's HTTP server answers queues several next-tick callbacks, each an object literal with two
 * computed keys (Node 20's lib/internal/process/task_queues.js). While one such object is alive, V8 keeps the hidden
 * class (map) they all share. A full garbage collection at a moment when none is alive (after a sign-in's scrypt, an
 * upload's image work, or the demo content's first start, each of which collects the whole heap) lets V8 drop that
 * map; the literal's inline cache then no longer holds one known map, and the optimized `nextTick` builds every entry
 * through the runtime from then on. Measured with `perf` on a cached 304: 11–12% of the server's CPU went there
 * after the first full collection, 0% before it, and 0% after it with one entry held. Holding one entry costs four
 * fields.
 */
let heldEntry: object | undefined;

/**
 * Takes one next-tick entry as Node makes it (seen through an async hook that is on only for that call) and keeps it.
 * Called once, first thing in the server's process; the server works the same without it, only with more CPU a
 * request once a full collection has run.
 */
export function holdTickObjectShape(): object | undefined {
  if (heldEntry) return heldEntry;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && !heldEntry) heldEntry = resource;
    },
  }).enable();
  try {
    process.nextTick(() => undefined);
  } finally {
    hook.disable();
  }
  return heldEntry;
}
