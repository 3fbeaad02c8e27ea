import autocannon from 'autocannon';
import { apiPaths, withQuery } from '@shared/api-routes';
import { recordAnswer, type BareServer, type LoadRequest, type Recording } from './bare-server';
import { processTreeCpuSeconds } from './process-cpu';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Runs of each side per request; the best is kept (other work on the machine only ever slows a run down). */
  rounds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Answers per status code, such as { '200': 51234 }. */
  statusCounts: Record<string, number>;
  answered: number;
  /** Answers with a 2xx status. */
  answered2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  seconds: number;
  /** CPU time the load generator (this process) used, as a fraction of one core: near 1, it was the limit. */
  generatorCpu: number;
  /** CPU milliseconds the server's processes used per answer, from /proc (when the server's pid was given). */
  serverCpuMsPerRequest?: number;
}

/** What the real server answered when the request was recorded. */
export interface AnswerSummary {
  status: number;
  contentEncoding: string;
  bodyBytes: number;
  etag?: string;
}

/** What a read is, which names its target: a cached public read or page, the fortnight's slot search, or no target. */
export type TargetKind = 'landing-api' | 'api' | 'page' | 'slot-search' | 'other';

export interface Comparison {
  label: string;
  kind: TargetKind;
  conditional: boolean;
  answer?: AnswerSummary;
  real?: LoadFigures;
  bare?: LoadFigures;
  /** Why it was not measured. */
  skipped?: string;
}

/**
 * autocannon decodes every response body into a string that nobody here reads; for bodies over about 10 KB that alone
 * holds the load generator to a tenth of what a bare server can answer (24 KB: 3,000 instead of 36,000 requests/s on
 * this machine). Dropping the body keeps the status, byte counts and timings. Fails loudly if autocannon changes.
 */
function skipResponseBodies(client: autocannon.Client) {
  if (typeof client.pipelinedRequests?.addBody !== 'function') throw new Error('autocannon changed: pipelinedRequests.addBody is gone; revisit skipResponseBodies');
  client.pipelinedRequests.addBody = () => {};
}

/**
 * One autocannon run, with how much of a CPU core the load generator itself used meanwhile. Given several servers,
 * autocannon spreads the connections over them in turn (connection i to server i mod n), as a round-robin balancer would.
 */
async function run(baseUrl: string | readonly string[], request: LoadRequest, options: Omit<autocannon.Options, 'url'>): Promise<LoadFigures> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: typeof baseUrl === 'string' ? baseUrl + request.path : baseUrl.map((url) => url + request.path),
    method: request.method,
    headers: request.headers,
    body: request.body,
    setupClient: skipResponseBodies,
    ...options,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
  return {
    requestsPerSecond: result.requests.total / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    statusCounts,
    answered: result.requests.total,
    answered2xx: result['2xx'],
    errors: result.errors + result.timeouts,
    seconds: result.duration,
    generatorCpu: (cpu.user + cpu.system) / 1000 / (performance.now() - started),
  };
}

/**
 * A warm-up (figures dropped), then `durationSeconds` of load from `connections` connections (spread over the servers
 * given), with the CPU the processes of `serverPid` used per answer meanwhile when it is given.
 */
export async function loadForDuration(baseUrl: string | readonly string[], request: LoadRequest, settings: LoadSettings, serverPid?: number): Promise<LoadFigures> {
  await run(baseUrl, request, { connections: settings.connections, duration: settings.warmupSeconds });
  const cpuBefore = serverPid === undefined ? 0 : processTreeCpuSeconds(serverPid);
  const figures = await run(baseUrl, request, { connections: settings.connections, duration: settings.durationSeconds });
  if (serverPid === undefined || figures.answered === 0) return figures;
  return { ...figures, serverCpuMsPerRequest: ((processTreeCpuSeconds(serverPid) - cpuBefore) * 1000) / figures.answered };
}

/** Load that runs until stopped: `requests` in turn on each of `connections` connections. */
export function backgroundLoad(baseUrl: string, requests: LoadRequest[], connections: number): { stop(): Promise<void> } {
  const running = autocannon({
    url: baseUrl,
    connections,
    // Long enough for any audit run beside it; stopped as soon as that is done.
    duration: 3600,
    requests: requests.map(({ method, path, headers }) => ({ method, path, headers })),
    setupClient: skipResponseBodies,
  });
  return {
    async stop() {
      running.stop();
      await running;
    },
  };
}

const ANSWER_TIMEOUT_SECONDS = 120;

/**
 * A request's own body, and its own path when the path differs too (a signed callback's signature in its query), and
 * its own headers when those differ (a visitor's address).
 */
export type RequestVariant = string | { path: string; body: string; headers?: Record<string, string> };

/**
 * Exactly `amount` requests, every answer awaited (so counts are exact: nothing is left in flight). With `bodies`, the
 * requests carry them in turn across all connections, one body a request (each booking a different start), instead of
 * `request.body`; autocannon builds a request just before it sends it, so a body is only taken when it goes out.
 */
export function loadAmount(baseUrl: string, request: LoadRequest, connections: number, amount: number, bodies?: readonly RequestVariant[]): Promise<LoadFigures> {
  let sent = 0;
  const variant = (next: autocannon.Request) => {
    const own = bodies![sent++ % bodies!.length]!;
    return typeof own === 'string' ? { ...next, body: own } : { ...next, path: own.path, body: own.body, headers: own.headers ?? next.headers };
  };
  const eachItsBody = bodies?.length ? { requests: [{ setupRequest: variant }] } : {};
  return run(baseUrl, request, {
    connections,
    amount: Math.max(amount, connections),
    // autocannon notices the end at its next sample (every second by default), which would round the duration up.
    sampleInt: 10,
    // By default autocannon gives up on an answer after 10 s and sends the next request on a new connection; the
    // abandoned write may still be stored, and the count would no longer be exact on a machine busy with other work.
    timeout: ANSWER_TIMEOUT_SECONDS,
    ...eachItsBody,
  });
}

function summarize(recording: Recording): AnswerSummary {
  const header = (name: string) => {
    const index = recording.rawHeaders.findIndex((value, position) => position % 2 === 0 && value.toLowerCase() === name);
    return index === -1 ? undefined : recording.rawHeaders[index + 1];
  };
  return { status: recording.status, contentEncoding: header('content-encoding') ?? 'identity', bodyBytes: recording.body.length, etag: header('etag') };
}

const BROWSER_ACCEPT_ENCODING = 'br, gzip';
const API_HEADERS = { Accept: 'application/json', 'Accept-Encoding': BROWSER_ACCEPT_ENCODING };

/** A GET of the JSON API as the site's script sends it. */
export const apiRead = (requestPath: string): LoadRequest => ({ method: 'GET', path: requestPath, headers: API_HEADERS });

/** A JSON POST as the site's script sends it (from the site's own Origin). */
export const apiWrite = (baseUrl: string, requestPath: string, body?: string): LoadRequest => ({
  method: 'POST',
  path: requestPath,
  headers: { 'Content-Type': 'application/json', ...API_HEADERS, Origin: baseUrl },
  body,
});
const PAGE_HEADERS = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': BROWSER_ACCEPT_ENCODING,
  'Accept-Language': 'en-US,en;q=0.9',
};

/** The public reads the issue names, each measured plain and then revalidated with the ETag it got. */
export function publicReads(postSlug: string): { label: string; kind: TargetKind; request: LoadRequest }[] {
  const api = (requestPath: string, kind: TargetKind) => ({ label: `GET ${requestPath}`, kind, request: apiRead(requestPath) });
  const page = (requestPath: string) => ({ label: `GET ${requestPath}`, kind: 'page' as const, request: { method: 'GET' as const, path: requestPath, headers: PAGE_HEADERS } });
  return [
    api(withQuery(apiPaths.site.landingPage(), { lang: 'en' }), 'landing-api'),
    api(withQuery(apiPaths.site.landingPage(), { lang: 'ar' }), 'landing-api'),
    api(apiPaths.blogPosts.list(), 'api'),
    page('/'),
    page('/?lang=ar'),
    page(`/blog/${encodeURIComponent(postSlug)}`),
  ];
}

/** The server under test and the bare server beside it. */
export interface BenchServers {
  realUrl: string;
  /** The process of the server under test, whose CPU per answer is then measured (not for one in the bench's own process). */
  realPid?: number;
  bare: BareServer;
}

/** The fastest of several runs (other work on the machine only ever slows a run down). */
export const bestRun = (figures: LoadFigures[]) => figures.reduce((kept, next) => (next.requestsPerSecond > kept.requestsPerSecond ? next : kept));

/**
 * Records the real answer, has the bare server replay it, then loads both with the same settings, one after the
 * other, `rounds` times, keeping each side's best run. The order alternates (`realFirst` for the first round, then
 * turn about) so that neither side always runs on a warmer or quieter machine.
 */
export async function compareWithBare(
  read: { label: string; kind: TargetKind; request: LoadRequest; conditional: boolean },
  servers: BenchServers,
  settings: LoadSettings,
  realFirst: boolean,
): Promise<Comparison> {
  const recording = await recordAnswer(servers.realUrl, read.request);
  await servers.bare.add([recording]);
  const runs: { real: LoadFigures[]; bare: LoadFigures[] } = { real: [], bare: [] };
  const runSide = async (side: 'real' | 'bare') => {
    runs[side].push(side === 'real' ? await loadForDuration(servers.realUrl, read.request, settings, servers.realPid) : await loadForDuration(servers.bare.url, read.request, settings, servers.bare.pid));
  };
  for (let round = 0; round < settings.rounds; round += 1) {
    const order: ('real' | 'bare')[] = realFirst === (round % 2 === 0) ? ['real', 'bare'] : ['bare', 'real'];
    for (const side of order) await runSide(side);
  }
  return { label: read.label, kind: read.kind, conditional: read.conditional, answer: summarize(recording), real: bestRun(runs.real), bare: bestRun(runs.bare) };
}

/** Each public read plain and with If-None-Match (skipped, with the reason, when the plain answer carries no ETag). */
export async function measurePublicReads(
  servers: BenchServers,
  postSlug: string,
  settings: LoadSettings,
  progress: (line: string) => void,
): Promise<Comparison[]> {
  const comparisons: Comparison[] = [];
  for (const read of publicReads(postSlug)) {
    progress(`${read.label}`);
    const plain = await compareWithBare({ ...read, conditional: false }, servers, settings, comparisons.length % 2 === 0);
    comparisons.push(plain);
    const label = `${read.label} (If-None-Match)`;
    if (!plain.answer?.etag) {
      comparisons.push({ label, kind: read.kind, conditional: true, skipped: `the ${plain.answer?.status} answer carries no ETag` });
      continue;
    }
    progress(label);
    const request = { ...read.request, headers: { ...read.request.headers, 'If-None-Match': plain.answer.etag } };
    comparisons.push(await compareWithBare({ label, kind: read.kind, request, conditional: true }, servers, settings, comparisons.length % 2 === 0));
  }
  return comparisons;
}
