import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A port of 127.0.0.1 that nothing listens on right now (for a server to start on, or one that is down). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The same, for a caller that cannot wait (playwright.config.ts picks its port while it loads): this file runs in a child process. */
export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ['--import', 'tsx', __filename], { cwd: path.resolve(__dirname, '../..') }).toString());
}

if (process.argv[1] === __filename) void freePort().then((port) => process.stdout.write(String(port)));
