import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test/free-port';
import { waitForImageVariants } from './background-work';
import { processTreeCpuSeconds } from './process-cpu';
import { prepareServerLaunch, startServer, type ServerOptions } from './server-process';
import { median } from './stats';

/*
 * `npx tsx bench/restart-times.ts [count] [--against=other/main.mjs] [-- node flags…]`: the bench's restart part alone,
 * for finding where a start spends its time. Starts the production bundle once on a new data folder (migrated, the
 * demo content seeded, an admin made, the images' variants made, as the bench's folder has them), then restarts it `count` times (9 by default) on that folder as production
 * would (no ADMIN_EMAIL or ADMIN_PASSWORD), printing each spawn-to-healthy time, their median and the load average,
 * and the CPU time the process had used once healthy (in /proc's 10 ms ticks), which other work on the machine skews less.
 * `--against` restarts another build too (another commit's, built with `vite build --ssr server/main.ts`), in turns
 * with this one, so that both meet the same load; node flags after `--` (such as `--cpu-prof
 * --cpu-prof-dir=/tmp/profiles`) are added to every restart.
 */

const separator = process.argv.indexOf('--');
const options = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const nodeFlags = separator === -1 ? [] : process.argv.slice(separator + 1);
const count = Number(options.find((option) => /^\d+$/.test(option)) ?? 9);
const reference = options.find((option) => option.startsWith('--against='))?.slice('--against='.length);

const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(' ');

async function main() {
  const launch = prepareServerLaunch();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-restarts-'));
  const serverOptions: ServerOptions = { port: await freePort(), dataDir: path.join(workDir, 'data'), logFile: path.join(workDir, 'server.log'), env: { SEED_DEMO: 'true', LOG_LEVEL: 'warn' } };
  const first = await startServer(launch, { ...serverOptions, env: { ...serverOptions.env, ADMIN_EMAIL: 'restarts@dietbar.example', ADMIN_PASSWORD: 'a restart bench password 7' } });
  console.log(`first start (migrates, seeds): ${first.spawnToHealthyMs.toFixed(0)} ms`);
  await waitForImageVariants(first.url, path.join(serverOptions.dataDir, 'uploads'), 2, 180);
  await first.stop();
  const bundles = { built: launch.args.at(-1)!, ...(reference ? { reference: path.resolve(reference) } : {}) };
  const times = new Map<string, number[]>(Object.keys(bundles).map((name) => [name, []]));
  const cpuTimes = new Map<string, number[]>(Object.keys(bundles).map((name) => [name, []]));
  console.log(`load average before: ${loadAverage()}`);
  for (let run = 0; run < count; run += 1) {
    for (const [name, bundle] of Object.entries(bundles)) {
      const server = await startServer({ ...launch, args: [...nodeFlags, ...launch.args.slice(0, -1), bundle] }, serverOptions);
      const cpuMs = processTreeCpuSeconds(server.pid) * 1000;
      times.get(name)!.push(server.spawnToHealthyMs);
      cpuTimes.get(name)!.push(cpuMs);
      console.log(`restart ${run + 1}, ${name}: ${server.spawnToHealthyMs.toFixed(0)} ms, ${cpuMs.toFixed(0)} ms of CPU`);
      await server.stop();
    }
  }
  for (const [name, measured] of times) {
    console.log(`${name}: median of ${count} ${median(measured).toFixed(0)} ms (${measured.map((ms) => ms.toFixed(0)).join(', ')}), ${median(cpuTimes.get(name)!).toFixed(0)} ms of CPU`);
  }
  if (reference) {
    const ratio = (figures: Map<string, number[]>) => (median(figures.get('built')!) / median(figures.get('reference')!)).toFixed(2);
    console.log(`built / reference: ${ratio(times)} in time, ${ratio(cpuTimes)} in CPU`);
  }
  console.log(`load average after: ${loadAverage()}`);
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
