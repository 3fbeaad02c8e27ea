import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { processTreeCpuSeconds } from './process-cpu';

const CHILD_CPU_SECONDS = 0.3;

/** Spins until it has used CHILD_CPU_SECONDS of CPU. */
const CHILD = `const end = ${CHILD_CPU_SECONDS * 1e6}; while (process.cpuUsage().user < end);`;

/** Starts the child, waits for it to end, says so, and stays. */
const PARENT = `
const { spawn } = require('node:child_process');
spawn(process.execPath, ['-e', ${JSON.stringify(CHILD)}], { stdio: 'ignore' }).on('exit', () => {
  process.stdout.write('child ended\\n');
  setInterval(() => {}, 60_000);
});
`;

describe("a server's CPU as the bench counts it", () => {
  it("keeps the CPU of a child that has ended (the image process's after its idle exit)", async () => {
    const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const before = processTreeCpuSeconds(parent.pid!);
      await once(parent.stdout!, 'data');
      // Half of it at least: the kernel counts in ticks, and the child may have begun before the first reading.
      expect(processTreeCpuSeconds(parent.pid!) - before).toBeGreaterThan(CHILD_CPU_SECONDS / 2);
    } finally {
      parent.kill();
    }
  });
});
