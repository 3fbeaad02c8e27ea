import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { apiPaths, withQuery } from '@shared/api-routes';
import { signIn } from './admin-session';
import { waitForImageVariants } from './background-work';
import type { LoadRequest } from './bare-server';
import { bestRun, loadForDuration, publicReads, type LoadFigures, type LoadSettings } from './http-load';
import { httpRequest } from './http-request';
import { measureNotificationLatency, type NotificationFigures } from './notification-latency';
import { freePort } from '../server/test/free-port';
import { startServer, type RunningServer, type ServerLaunch, type ServerOptions } from './server-process';

/**
 * A PostgreSQL server the bench may create a database on (`postgres://user@host:port/postgres`): BENCH_DATABASE_URL,
 * else the tests' TEST_DATABASE_URL. Without either, the two-instance part is skipped and the report says why.
 */
export function benchPostgresUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

export const NO_POSTGRES_REASON = 'no PostgreSQL to run on: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where the bench may create a database';

/** The reads measured through one instance and through two. */
const READ_LABELS = [`GET ${withQuery(apiPaths.site.landingPage(), { lang: 'en' })}`, 'GET /'];

export interface ScaledRead {
  label: string;
  one: LoadFigures;
  two: LoadFigures;
}

export interface TwoInstanceFigures {
  reads: ScaledRead[];
  /** Socket and contact form on the same instance. */
  sameInstance: NotificationFigures;
  /** Socket on the second instance, contact form posted on the first. */
  acrossInstances: NotificationFigures;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on that server: its URL, and a way to drop it once the instances have stopped. */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dietbar_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)).then(() => undefined),
  };
}

async function requestOnce(baseUrl: string, request: LoadRequest): Promise<void> {
  const response = await httpRequest(baseUrl + request.path, { method: request.method, headers: request.headers, body: request.body });
  if (response.status !== 200) throw new Error(`${request.method} ${request.path} answered ${response.status} on ${baseUrl}`);
}

/**
 * Two instances of the production server on one fresh PostgreSQL database, sharing one data folder as instances on one
 * machine do (its secret.key): requests/s of public reads through both (autocannon's connections spread over them in
 * turn) against the first alone, the same load generator and settings, the order alternating between rounds; and live
 * notification latency from a contact form posted on the first to an admin socket on the second, beside socket and
 * form on the first.
 */
export async function measureTwoInstances(
  launch: ServerLaunch,
  postgresUrl: string,
  base: { workDir: string; env: Record<string, string>; admin: { email: string; password: string }; postSlug: string },
  settings: LoadSettings & { notificationsPerCount: number; quietSeconds: number },
  progress: (line: string) => void,
): Promise<TwoInstanceFigures> {
  const database = await createDatabase(postgresUrl);
  const instances: RunningServer[] = [];
  try {
    const dataDir = path.join(base.workDir, 'two-instances-data');
    const options = (name: string, port: number): ServerOptions => ({
      port,
      dataDir,
      logFile: path.join(base.workDir, `${name}.log`),
      env: { ...base.env, DATABASE_URL: database.url },
    });
    // One after the other: the first prepares the database (migrations, demo content, admin) and makes the demo images'
    // variants in the background; the second, started once that work is done, finds them in the catalog and on disk
    // and has none to do, so that neither takes CPU from the measurements.
    instances.push(await startServer(launch, options('instance-a', await freePort())));
    await waitForImageVariants(instances[0]!.url, path.join(dataDir, 'uploads'), settings.quietSeconds, 180);
    instances.push(await startServer(launch, options('instance-b', await freePort())));
    const [first, second] = instances.map((instance) => instance.url) as [string, string];
    const cookie = await signIn(first, base.admin.email, base.admin.password);

    const reads: ScaledRead[] = [];
    for (const read of publicReads(base.postSlug).filter((candidate) => READ_LABELS.includes(candidate.label))) {
      progress(read.label);
      // One request to each instance first fills its cache, as a visitor would have: otherwise every connection waits
      // on the first render at once and the short run measures that wait.
      for (const url of [first, second]) await requestOnce(url, read.request);
      const runs: { one: LoadFigures[]; two: LoadFigures[] } = { one: [], two: [] };
      for (let round = 0; round < settings.rounds; round += 1) {
        const order: ('one' | 'two')[] = (round + reads.length) % 2 === 0 ? ['one', 'two'] : ['two', 'one'];
        for (const side of order) runs[side].push(await loadForDuration(side === 'one' ? first : [first, second], read.request, settings));
      }
      reads.push({ label: read.label, one: bestRun(runs.one), two: bestRun(runs.two) });
    }

    progress('notification latency, one instance and across two');
    const sameInstance = await measureNotificationLatency(first, cookie, 1, settings.notificationsPerCount);
    const acrossInstances = await measureNotificationLatency(second, cookie, 1, settings.notificationsPerCount, first);
    return { reads, sameInstance, acrossInstances };
  } finally {
    for (const instance of instances) await instance.stop();
    await database.drop();
  }
}
