import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { removeLeftoverTemporaries, writeFileAtomically } from './atomic-write';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function folder() {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-atomic-'));
  folders.push(made);
  return made;
}

test('a write that fails leaves neither the file nor its temporary', async () => {
  const directory = folder();
  const destination = path.join(directory, 'photo.png');
  await expect(
    writeFileAtomically(destination, async (temporary) => {
      fs.writeFileSync(temporary, 'half');
      throw new Error('disk full');
    }),
  ).rejects.toThrow('disk full');
  expect(fs.readdirSync(directory)).toEqual([]);
});

test('temporaries a killed process left are removed once old enough; files and fresh temporaries stay', async () => {
  const uploads = folder();
  const variants = path.join(uploads, 'variants');
  fs.mkdirSync(variants);
  const old = Date.now() / 1000 - 2 * 60 * 60;
  const leftovers = [path.join(uploads, '.a.png.1.tmp'), path.join(variants, '.a-640.avif.2.tmp')];
  for (const file of leftovers) {
    fs.writeFileSync(file, 'half');
    fs.utimesSync(file, old, old);
  }
  fs.writeFileSync(path.join(uploads, '.b.png.3.tmp'), 'being written now');
  fs.writeFileSync(path.join(uploads, 'a.png'), 'whole');

  const removed = await removeLeftoverTemporaries([uploads, variants, path.join(uploads, 'missing')], 60 * 60 * 1000);

  expect(removed.sort()).toEqual(leftovers.sort());
  expect(fs.readdirSync(uploads).sort()).toEqual(['.b.png.3.tmp', 'a.png', 'variants']);
  expect(fs.readdirSync(variants)).toEqual([]);
});
