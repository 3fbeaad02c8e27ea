import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-secret-box-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('secretBox', () => {
  const box = secretBox(path.join(folder, 'one', 'secret.key'));
  const other = secretBox(path.join(folder, 'two', 'secret.key'));

  it('opens what it sealed, and nothing another key sealed', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(other.open(sealed)).toBeUndefined();
    expect(fs.statSync(path.join(folder, 'one', 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it('derives the same 256-bit secret from a seed every time, another for another purpose, seed or key file', () => {
    const link = box.derive('booking manage link', 'seed-1');
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(box.derive('booking manage link', 'seed-1')).toBe(link);
    expect(secretBox(path.join(folder, 'one', 'secret.key')).derive('booking manage link', 'seed-1')).toBe(link);
    expect(new Set([link, box.derive('calendar feed', 'seed-1'), box.derive('booking manage link', 'seed-2'), other.derive('booking manage link', 'seed-1')]).size).toBe(4);
  });
});
