import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageAnswerMessage, ImageTask, ImageTaskMessage, ImageTaskResults } from './image-tasks';

/** How long the image process is kept with nothing to do before it is let go (and its memory with it). */
const IDLE_MS = 5000;

/**
 * The image process's entry: beside this module when the server runs from its sources (under tsx or vitest), and
 * beside dist/server/main.mjs, which holds this module, when it runs from the build (vite.config.ts builds both).
 */
function childEntry(): { file: string; execArgv: string[]; env: NodeJS.ProcessEnv } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    // Compiled by tsx in memory: like the built one, the child writes nothing into the temporary folder.
    return { file: path.join(path.dirname(here), 'image-child.ts'), execArgv: ['--import', 'tsx'], env: { ...process.env, TSX_DISABLE_CACHE: '1' } };
  }
  return { file: path.join(path.dirname(here), 'image-child.mjs'), execArgv: process.execArgv, env: process.env };
}

export interface ImageWork {
  /** Does `task` in the image process (started if none runs), after the tasks asked for before it. */
  run<Kind extends ImageTask['kind']>(task: ImageTask & { kind: Kind }): Promise<ImageTaskResults[Kind]>;
  /** The image process's id while one runs. */
  pid(): number | undefined;
  /** Stops the image process; a task under way or queued fails. */
  close(): Promise<void>;
}

/**
 * A task failed because the image process stopped (it died, or the work was closed), not because of its image: the
 * same task may succeed in the next process.
 */
export class ImageProcessLost extends Error {
  override name = 'ImageProcessLost';
}

interface Pending {
  message: ImageTaskMessage;
  resolve(value: ImageTaskResults[ImageTask['kind']]): void;
  reject(error: Error): void;
}

/**
 * The server's image work (sharp, loaded only in a child process): one child at a time, started on demand, sent one
 * task at a time, and let go after IDLE_MS without work. A child that dies fails the task it had, with an error that
 * says so; the next task starts a new one.
 */
export function imageWork({ idleMs = IDLE_MS } = {}): ImageWork {
  const queue: Pending[] = [];
  let child: ChildProcess | undefined;
  let current: Pending | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  function start(): ChildProcess {
    const entry = childEntry();
    // 'advanced' serialization carries Buffers as bytes, not as JSON arrays of numbers.
    const started = fork(entry.file, [], { execArgv: entry.execArgv, env: entry.env, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    started.on('message', (answer: ImageAnswerMessage) => {
      if (current?.message.id !== answer.id) return;
      const done = current;
      current = undefined;
      if (answer.ok) done.resolve(answer.value);
      else done.reject(new Error(answer.message));
      next();
    });
    started.once('exit', (code, signal) => {
      if (child !== started) return;
      child = undefined;
      const lost = current;
      current = undefined;
      lost?.reject(new ImageProcessLost(`the image process stopped (${signal ?? `exit code ${code}`}) before it finished the ${lost.message.task.kind} task`));
      next();
    });
    // A child that cannot be started fails the same way as one that dies (its exit follows).
    started.on('error', () => undefined);
    return started;
  }

  function next() {
    if (current) return;
    const pending = queue.shift();
    if (!pending) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(letGo, idleMs).unref();
      return;
    }
    clearTimeout(idleTimer);
    child ??= start();
    current = pending;
    child.send(pending.message);
  }

  /** Closes the channel: the child exits, and a later task starts another. */
  function letGo() {
    const idle = child;
    child = undefined;
    if (idle?.connected) idle.disconnect();
  }

  return {
    run<Kind extends ImageTask['kind']>(task: ImageTask & { kind: Kind }) {
      return new Promise<ImageTaskResults[Kind]>((resolve, reject) => {
        queue.push({ message: { id: nextId++, task }, resolve: resolve as Pending['resolve'], reject });
        next();
      });
    },
    pid: () => child?.pid,
    async close() {
      clearTimeout(idleTimer);
      for (const pending of queue.splice(0)) pending.reject(new ImageProcessLost(`the image work was closed before the ${pending.message.task.kind} task`));
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill();
      await exited;
    },
  };
}
