import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { indexTemplate } from './index-template';

afterEach(() => {
  vi.useRealTimers();
});

it('answers the last build read at once, and sees a new build a second later without a request waiting for it', async () => {
  vi.useFakeTimers({ toFake: ['performance'] });
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-template-'));
  try {
    const write = (text: string, mtime: number) => {
      for (const name of ['index.html', 'site.html']) {
        fs.writeFileSync(path.join(distDir, name), `${text} ${name}`);
        fs.utimesSync(path.join(distDir, name), mtime, mtime);
      }
    };
    write('first', 1_000_000);
    const template = indexTemplate(distDir);
    expect(template.recent()).toBeUndefined();
    expect((await template())?.site).toBe('first site.html');

    write('second', 2_000_000);
    expect(template.recent()?.site).toBe('first site.html');
    vi.advanceTimersByTime(1_001);
    // The look is started by this call, which answers what it has.
    expect(template.recent()?.site).toBe('first site.html');
    await vi.waitFor(() => expect(template.recent()?.site).toBe('second site.html'));
    expect(template.recent()?.modified).toBe(2_000_000_000);
  } finally {
    fs.rmSync(distDir, { recursive: true, force: true });
  }
});
