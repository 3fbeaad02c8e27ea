import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { imageWork, type ImageWork } from '../images/image-work';
import { jpeg } from '../test/images';
import { checkImage } from './check-image';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-check-image-'));
let work: ImageWork | undefined;
afterEach(() => work?.close());
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The image process, killed the moment it is sent a task of `kind`: it dies under that task. */
function dyingAt(kind: string): ImageWork {
  const real = imageWork();
  work = real;
  return {
    ...real,
    run(task) {
      const answer = real.run(task);
      if (task.kind === kind) process.kill(real.pid()!, 'SIGKILL');
      return answer;
    },
  };
}

async function photoFile(name: string, bytes: Buffer) {
  const file = path.join(folder, name);
  await fs.promises.writeFile(file, bytes);
  return file;
}

const refusal = (check: Promise<unknown>) => check.then(() => undefined, (error: unknown) => error);

describe('checking an upload while the image process stops', () => {
  it.each(['header', 'decode'])('answers 503 with Retry-After, not that the file is damaged, when the process dies during the %s', async (kind) => {
    const file = await photoFile(`${kind}.jpg`, await jpeg(1600, 900));
    const error = await refusal(checkImage(dyingAt(kind), file, 'holiday.jpg'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'image_check_unavailable', message: 'holiday.jpg could not be checked just now: send it again', headers: { 'Retry-After': '1' } });
  });

  it('still refuses a file cut off after its first bytes as unreadable (400)', async () => {
    const whole = await jpeg(1600, 900);
    const file = await photoFile('cut.jpg', whole.subarray(0, 600));
    work = imageWork();
    expect(await refusal(checkImage(work, file, 'cut.jpg'))).toMatchObject({ status: 400, code: 'invalid_image' });
  });
});
