import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@shared/api-routes';
import { countLeads, signIn } from './admin-session';
import { measureAnalytics } from './analytics-load';
import { waitForImageVariants } from './background-work';
import { startBareServer, type BareServer } from './bare-server';
import { measureBookingWrite, measureSlotSearch } from './booking-load';
import { measureContactForm } from './contact-load';
import { httpRequest } from './http-request';
import { backgroundLoad, measurePublicReads, publicReads } from './http-load';
import { auditPages } from './lighthouse-audit';
import { measureNotificationLatency } from './notification-latency';
import { measureHeroImage, measurePageWeights } from './page-weight';
import { benchPaymob, measurePayments } from './payment-load';
import { publicPages, type PublicPage } from './public-pages';
import { renderReport, type BenchResults } from './report';
import { freePort } from '../server/test/free-port';
import { prepareServerLaunch, residentMemoryMb, startServer, type RunningServer, type ServerOptions } from './server-process';
import { benchPostgresUrl, measureTwoInstances, NO_POSTGRES_REASON } from './two-instances';

/*
 * `npm run bench` (full, about ten minutes) and `npm run bench -- --quick` (a short run): starts the production
 * server on a temporary data folder with the demo content, measures it beside a bare node:http server answering the
 * same bytes, then (given a PostgreSQL server) two instances on one database against one, and writes bench/results.md.
 * `--only part,part` (the names of `part` below, such as payments) measures those parts alone and prints their report
 * without writing bench/results.md. The exit code says whether the bench could run, never how fast it was.
 */

const ROOT = path.resolve(__dirname, '..');
const REPORT_FILE = path.join(__dirname, 'results.md');
const BOOKING_RATE_LIMIT = 1_000_000;
const SOCKET_COUNTS = [1, 100];
/** Connections reading public pages while Lighthouse audits under load: a busy site's visitors, not a saturating flood. */
const LIGHTHOUSE_LOAD_CONNECTIONS = 10;

function benchSettings(quick: boolean): BenchResults['settings'] & { quietSeconds: number } {
  const common = { connections: 50, bookingRateLimit: BOOKING_RATE_LIMIT };
  return quick
    ? { ...common, warmupSeconds: 1, durationSeconds: 3, rounds: 1, notificationsPerCount: 20, restarts: 3, lighthouseRuns: 1, quietSeconds: 2 }
    : { ...common, warmupSeconds: 2, durationSeconds: 8, rounds: 2, notificationsPerCount: 100, restarts: 5, lighthouseRuns: 3, quietSeconds: 3 };
}

function parseArguments(argv: string[]): { quick: boolean; only?: Set<string> } {
  const only = argv.find((argument) => argument.startsWith('--only='));
  const unknown = argv.filter((argument) => argument !== '--quick' && argument !== only);
  if (unknown.length || only === '--only=') {
    console.error(`Unknown argument ${unknown.join(' ') || only}. Usage: npm run bench [-- --quick] [--only=part,part]`);
    process.exit(2);
  }
  return { quick: argv.includes('--quick'), ...(only ? { only: new Set(only.slice('--only='.length).split(',')) } : {}) };
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return changed ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The slug of a published post, from the public list (a plain list or a page of {items}). */
async function aPostSlug(baseUrl: string): Promise<string> {
  const response = await httpRequest(`${baseUrl}${apiPaths.blogPosts.list()}`, { headers: { Accept: 'application/json' } });
  const body = JSON.parse(response.body.toString('utf8')) as { slug?: string }[] | { items?: { slug?: string }[] };
  const slug = (Array.isArray(body) ? body : (body.items ?? [])).find((post) => post.slug)?.slug;
  if (!slug) throw new Error('the demo content has no blog post with a slug');
  return slug;
}

const log = (line: string) => console.log(`[bench] ${line}`);

/** The server under test ended or stopped answering: nothing after that point can be measured. */
class ServerLostError extends Error {}

async function main() {
  const { quick, only } = parseArguments(process.argv.slice(2));
  const settings = benchSettings(quick);
  const startedAt = new Date();
  const launch = prepareServerLaunch();
  const cpus = os.cpus();
  const results: BenchResults = {
    startedAt,
    quick,
    totalSeconds: 0,
    machine: { cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU', cpuCount: cpus.length, memoryGb: os.totalmem() / 1024 ** 3, node: process.version, commit: gitCommit(), loadAverage: { atStart: os.loadavg()[0]!, lastFiveMinutesAtEnd: 0 } },
    server: launch.label,
    settings,
    failures: [],
  };
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-bench-'));
  const admin = { email: 'bench-admin@dietbar.example', password: randomBytes(18).toString('base64url') };
  const paymob = await benchPaymob();
  const serverOptions: ServerOptions = {
    port: await freePort(),
    dataDir: path.join(workDir, 'data'),
    logFile: path.join(workDir, 'server.log'),
    env: {
      SEED_DEMO: 'true',
      // No line per request, as the bare server writes none: the CPU each answer costs is compared without logging.
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Each contact form comes from an address of its own (X-Forwarded-For): the per-address limit stays as shipped.
      TRUST_PROXY: 'true',
      BOOKING_RATE_LIMIT: String(BOOKING_RATE_LIMIT),
      ...paymob.env,
    },
  };
  // A restart as in production: the admin account is in the database already, and ADMIN_PASSWORD would have every
  // start check it against the stored scrypt hash (slow on purpose) before listening.
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...restartEnv } = serverOptions.env;
  const restartOptions: ServerOptions = { ...serverOptions, env: restartEnv };
  let server: RunningServer | undefined;
  /** Why the server under test can no longer be measured (it ended, or stopped answering), if it cannot. */
  async function serverLost(): Promise<string | undefined> {
    if (!server) return undefined;
    const ended = server.exit();
    if (ended) return `ended (${ended})`;
    const health = await httpRequest(`${server.url}${apiPaths.site.health()}`, { timeoutMs: 5000 }).then((response) => String(response.status), (error: Error) => error.message);
    return health === '200' ? undefined : `stopped answering (GET /api/health: ${health})`;
  }
  /**
   * Runs one part of the bench; a part that fails is reported as not measured and the others still run, unless the
   * server is gone (stopped from outside or crashed): then nothing after it could be measured.
   */
  async function part<T>(name: string, description: string, measure: () => Promise<T>): Promise<T | undefined> {
    if (only && !only.has(name)) return undefined;
    log(description);
    try {
      return await measure();
    } catch (error) {
      const lost = await serverLost();
      if (lost) throw new ServerLostError(`the server under test ${lost} during "${description}"; its log: ${serverOptions.logFile}`, { cause: error });
      const message = error instanceof Error ? error.message : String(error);
      log(`${name} could not run: ${message}`);
      results.failures.push({ part: name, message });
      return undefined;
    }
  }

  let bare: BareServer | undefined;
  try {
    log(`starting the server: ${launch.label}`);
    server = await startServer(launch, serverOptions);
    const realUrl = server.url;
    results.firstStartMs = server.spawnToHealthyMs;
    log('waiting for the background image work to settle');
    results.imagesSettled = await waitForImageVariants(realUrl, path.join(serverOptions.dataDir, 'uploads'), settings.quietSeconds, quick ? 60 : 180);
    results.rssIdleMb = residentMemoryMb(server.pid);
    bare = await startBareServer();
    const servers = { realUrl, realPid: server.pid, bare };
    const cookie = await signIn(realUrl, admin.email, admin.password);
    const slug = await aPostSlug(realUrl);

    // Booked once for both parts that load every public page (a booking's page among them).
    let pages: Promise<PublicPage[]> | undefined;
    const everyPublicPage = () => (pages ??= publicPages(realUrl, slug));
    results.pageWeights = await part('weight', "each public page's JavaScript", async () =>
      measurePageWeights(realUrl, (await everyPublicPage()).map((page) => page.address)),
    );
    results.heroes = await part('hero', 'the hero image on a phone', () => measureHeroImage(realUrl, [1, 2]));
    results.reads = await part('http', 'public reads against the bare server', () => measurePublicReads(servers, slug, settings, (line) => log(`  ${line}`)));
    // The measure: after load over the public pages and API alone (the part loads each read for many seconds).
    results.rssAfterPublicLoadMb = residentMemoryMb(server.pid);
    // The slot search first: the booking part opens the practice round the clock while it books.
    results.slots = await part('slots', 'the slot search against the bare server', () => measureSlotSearch(servers, cookie, settings, (line) => log(`  ${line}`)));
    results.contact = await part('contact', 'POST /api/contact', () => measureContactForm(servers, cookie, settings));
    results.booking = await part('booking', 'POST /api/bookings', () => measureBookingWrite(servers, cookie, settings));
    results.payments = await part('payments', "a paid booking's POST /api/bookings and Paymob's callbacks", () => measurePayments(servers, paymob.paymob, cookie, settings));
    results.analytics = await part('analytics', 'a year of page views: the dashboard\'s query, and counting a view', () =>
      measureAnalytics(servers, serverOptions.dataDir, cookie, { connections: settings.connections, quick }, (line) => log(`  ${line}`)),
    );
    results.notifications = await part('notifications', 'live notification latency', async () => {
      const figures = [];
      for (const sockets of SOCKET_COUNTS) figures.push(await measureNotificationLatency(realUrl, cookie, sockets, settings.notificationsPerCount));
      return figures;
    });
    results.rssAfterLoadMb = residentMemoryMb(server.pid);
    results.lighthouse = await part('lighthouse', 'Lighthouse, alone', async () =>
      auditPages(realUrl, (await everyPublicPage()).map(({ address, ...page }) => ({ ...page, path: address })), settings.lighthouseRuns, (line) => log(`  ${line}`)),
    );
    results.lighthouseUnderLoad = await part('lighthouse', "Lighthouse under the bench's load", async () => {
      const load = backgroundLoad(realUrl, publicReads(slug).map((read) => read.request), LIGHTHOUSE_LOAD_CONNECTIONS);
      try {
        const underLoad = (await everyPublicPage()).filter(({ label }) => label.startsWith('/ ') || label.startsWith('/book '));
        return { connections: LIGHTHOUSE_LOAD_CONNECTIONS, figures: await auditPages(realUrl, underLoad.map(({ address, ...page }) => ({ ...page, path: address })), 1, (line) => log(`  ${line}`)) };
      } finally {
        await load.stop();
      }
    });
    // Nothing above may leave the data folder in a state a restart would repair: the count must survive it.
    const submissionsBefore = await countLeads(realUrl, cookie);
    await server.stop();
    server = undefined;
    results.restartMs = await part('restart', 'start to healthy on the existing database', async () => {
      const runs = [];
      for (let run = 0; run < settings.restarts; run += 1) {
        server = await startServer(launch, restartOptions);
        runs.push(server.spawnToHealthyMs);
        if (run === settings.restarts - 1) {
          const submissionsAfter = await countLeads(server.url, await signIn(server.url, admin.email, admin.password));
          if (submissionsAfter !== submissionsBefore) throw new Error(`${submissionsBefore} submissions before the restarts, ${submissionsAfter} after`);
        }
        await server.stop();
        server = undefined;
      }
      return runs;
    });
    const postgresUrl = benchPostgresUrl();
    if (postgresUrl) {
      results.twoInstances = await part('two-instances', 'two instances on one PostgreSQL database', () =>
        measureTwoInstances(launch, postgresUrl, { workDir, env: serverOptions.env, admin, postSlug: slug }, settings, (line) => log(`  ${line}`)),
      );
    } else {
      results.twoInstancesSkipped = NO_POSTGRES_REASON;
      log(`two instances on one PostgreSQL database: skipped, ${NO_POSTGRES_REASON}`);
    }
  } catch (error) {
    const lost = error instanceof ServerLostError ? undefined : await serverLost();
    // A server stopped from outside (or crashed) explains whatever failed next; say so rather than the symptom.
    throw lost ? new ServerLostError(`the server under test ${lost}; its log: ${serverOptions.logFile}`, { cause: error }) : error;
  } finally {
    await bare?.stop();
    await server?.stop();
    await paymob.paymob.close();
  }

  results.totalSeconds = (Date.now() - startedAt.getTime()) / 1000;
  results.machine.loadAverage.lastFiveMinutesAtEnd = os.loadavg()[1]!;
  const report = renderReport(results);
  console.log(`\n${report}`);
  if (only) log(`only ${[...only].join(', ')} measured: ${path.relative(ROOT, REPORT_FILE)} is left as it was`);
  else {
    fs.writeFileSync(REPORT_FILE, report);
    log(`written to ${path.relative(ROOT, REPORT_FILE)}`);
  }
  if (results.failures.length) {
    log(`some parts could not run; the server's log is kept in ${serverOptions.logFile}`);
    process.exit(1);
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error('[bench] the bench could not run:', error);
  process.exit(1);
});
