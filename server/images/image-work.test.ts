import { afterEach, describe, expect, it } from 'vitest';
import { jpeg } from '../test/images';
import { imageWork, type ImageWork } from './image-work';

let work: ImageWork | undefined;
afterEach(() => work?.close());

/** The image process that runs now, as a handle to wait for its exit. */
function runningChild(current: ImageWork) {
  const pid = current.pid();
  if (pid === undefined) throw new Error('no image process runs');
  return { pid, exited: new Promise<void>((resolve) => void waitForExit(pid, resolve)) };
}

/** Resolves once no process has the id `pid` (it is not ours to wait on). */
async function waitForExit(pid: number, resolve: () => void) {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return resolve();
    }
    await new Promise((wake) => setTimeout(wake, 20));
  }
}

describe('the image process', () => {
  it('does the work in a child process started on demand, which exits once idle, and a new one for the next task', async () => {
    work = imageWork({ idleMs: 50 });
    expect(work.pid()).toBeUndefined();
    const photo = await jpeg(800, 400);
    expect(await work.run({ kind: 'header', input: photo, pixelLimit: true })).toMatchObject({ format: 'jpeg', width: 800, height: 400, pages: 1 });
    const first = runningChild(work);
    expect(first.pid).not.toBe(process.pid);
    await first.exited;
    expect(work.pid()).toBeUndefined();

    const variant = await work.run({ kind: 'encode', input: photo, width: 320, format: 'webp' });
    expect(Buffer.isBuffer(variant)).toBe(true);
    expect(variant.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(work.pid()).not.toBe(first.pid);
  });

  it('fails the task of a child that dies under it, saying so, and does the next one in a new child', async () => {
    work = imageWork();
    const photo = await jpeg(2400, 1200);
    const killed = work.run({ kind: 'encode', input: photo, width: 1920, format: 'avif' });
    const queued = work.run({ kind: 'header', input: photo, pixelLimit: true });
    // Still in the tick that sent the task: the child cannot have answered yet.
    const dying = runningChild(work);
    process.kill(dying.pid, 'SIGKILL');
    await expect(killed).rejects.toThrow('the image process stopped (SIGKILL) before it finished the encode task');
    expect(await queued).toMatchObject({ format: 'jpeg', width: 2400 });
    expect(work.pid()).not.toBe(dying.pid);
  });

  it('answers what the image library says of bytes it cannot read', async () => {
    work = imageWork();
    await expect(work.run({ kind: 'decode', input: Buffer.from('not an image at all') })).rejects.toThrow(/unsupported image format/);
  });

  it('stops its child when closed, failing what was queued', async () => {
    work = imageWork();
    const photo = await jpeg(2400, 1200);
    const running = work.run({ kind: 'encode', input: photo, width: 1920, format: 'avif' });
    const queued = work.run({ kind: 'header', input: photo, pixelLimit: true });
    const child = runningChild(work);
    const failures = [expect(running).rejects.toThrow('the image process stopped'), expect(queued).rejects.toThrow('the image work was closed before the header task')];
    await work.close();
    await child.exited;
    await Promise.all(failures);
  });
});
