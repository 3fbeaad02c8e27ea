import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second, the unit of /proc's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * Parent pid and user + system ticks of a process, from /proc/<pid>/stat, with those of its children that have ended
 * (which the kernel adds to their parent's once it has waited for them: an image process that exits between two
 * readings still counts); undefined once it is gone.
 */
function processTicks(pid: number): { parent: number; ticks: number } | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields after it start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) };
}

/**
 * The CPU seconds (user and system) used so far by process `pid` and every process below it (a server's workers or
 * tools), as the kernel counts them: the load generator's own CPU is not in it.
 */
export function processTreeCpuSeconds(pid: number): number {
  const all = new Map<number, { parent: number; ticks: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ticks = processTicks(Number(entry));
    if (ticks) all.set(Number(entry), ticks);
  }
  let total = 0;
  const tree = new Set([pid]);
  // Parents have lower pids only until pids wrap around: walk until no process joins.
  for (let grown = true; grown; ) {
    grown = false;
    for (const [child, { parent }] of all) {
      if (!tree.has(child) && tree.has(parent)) {
        tree.add(child);
        grown = true;
      }
    }
  }
  for (const member of tree) total += all.get(member)?.ticks ?? 0;
  return total / TICKS_PER_SECOND;
}
