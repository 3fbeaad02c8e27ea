import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * In a process of its own (V8's flags are per process): holds the entry, collects the whole heap as a sign-in's
 * scrypt would, then takes a new entry as Node makes it and asks V8 whether both still share one hidden class.
 */
const CHILD = `
const { createHook } = require('node:async_hooks');
const { holdTickObjectShape } = require(${JSON.stringify(path.resolve('server/tick-object-shape.ts'))});
const held = holdTickObjectShape();
globalThis.gc();
let fresh;
const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') fresh = resource; } }).enable();
process.nextTick(() => undefined);
hook.disable();
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)');
process.stdout.write(JSON.stringify({
  again: holdTickObjectShape() === held,
  keys: Object.keys(held),
  symbols: Object.getOwnPropertySymbols(held).map(String),
  sameMap: sameMap(held, fresh),
}));
`;

describe("the next-tick entry the server's process holds", () => {
  it("is one of Node's own, whose hidden class new entries still share after a full collection", () => {
    const child = spawnSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '-e', CHILD], { encoding: 'utf8', timeout: 30_000 });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({
      again: true,
      keys: ['callback', 'args'],
      symbols: ['Symbol(async_id_symbol)', 'Symbol(trigger_async_id_symbol)'],
      sameMap: true,
    });
  });
});
