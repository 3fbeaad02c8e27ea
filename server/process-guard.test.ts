import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { guardProcess } from './process-guard';

/** A guarded stand-in for `process`, the log lines it wrote and the exit codes it asked for. */
function guarded() {
  const target = new EventEmitter();
  const lines: { level: number; msg: string; err?: { message: string; stack?: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const exits: number[] = [];
  guardProcess(target, pino(stream), (code) => exits.push(code));
  return { target, lines, exits };
}

describe('errors no handler caught', () => {
  it('logs a failed promise nobody awaited, with its stack, and keeps the process running', () => {
    const { target, lines, exits } = guarded();
    target.emit('unhandledRejection', new Error('lost promise'));
    expect(lines).toMatchObject([{ level: 50, msg: 'unhandled promise rejection', err: { message: 'lost promise' } }]);
    expect(lines[0]!.err!.stack).toContain('process-guard.test.ts');
    expect(exits).toEqual([]);
  });

  it('logs an uncaught exception as fatal and exits with 1 for the supervisor to restart', () => {
    const { target, lines, exits } = guarded();
    target.emit('uncaughtException', new Error('escaped throw'));
    expect(lines).toMatchObject([{ level: 60, err: { message: 'escaped throw' } }]);
    expect(exits).toEqual([1]);
  });
});
