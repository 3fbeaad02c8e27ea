import { recordAnswer, type BareServer, type LoadRequest } from './bare-server';
import { loadAmount, type LoadFigures, type LoadSettings, type RequestVariant } from './http-load';

export interface WriteFigures {
  real: LoadFigures;
  bare: LoadFigures;
  /** 2xx answers in all: the recorded request, the warm-up and the measured run. */
  answered2xx: number;
  /** The other answers of the warm-up and the measured run, by status, such as { '409': 2 }. */
  otherStatusCounts: Record<string, number>;
  errors: number;
  /** Rows the server stored meanwhile, counted through the admin API. */
  rowsAdded: number;
}

/** A write to measure: the request, how to count what it stores, and, when each request must differ, its bodies. */
export interface CountedWrite {
  request: LoadRequest;
  /** How many rows the server has stored, read through the admin API. */
  countRows(): Promise<number>;
  /**
   * Bodies (with their paths and headers, when those differ) for the next `count` requests, each able to succeed once; without it,
   * every request sends `request.body`.
   */
  bodies?(count: number): Promise<RequestVariant[]>;
}

const WARM_UP_REQUESTS_PER_CONNECTION = 20;

/** Answers of the runs other than 2xx, by status, added up. */
function otherStatuses(...runs: LoadFigures[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [status, count] of runs.flatMap((figures) => Object.entries(figures.statusCounts))) {
    if (!status.startsWith('2')) counts[status] = (counts[status] ?? 0) + count;
  }
  return counts;
}

/**
 * A write under load, counted exactly: every run sends a fixed number of requests and awaits every answer (the
 * measured run's count is the warm-up's rate times the duration), and the rows the server stored are counted through
 * the admin API before and after. The bare server then answers the same requests with the recorded answer.
 */
export async function measureCountedWrite(servers: { realUrl: string; bare: BareServer }, settings: LoadSettings, write: CountedWrite): Promise<WriteFigures> {
  const { request } = write;
  const rowsBefore = await write.countRows();
  const warmUpAmount = settings.connections * WARM_UP_REQUESTS_PER_CONNECTION;
  const [recordedVariant = request.body, ...warmUpBodies] = (await write.bodies?.(1 + warmUpAmount)) ?? [];
  const recorded = typeof recordedVariant === 'object' ? { ...request, ...recordedVariant } : { ...request, body: recordedVariant };
  const recording = await recordAnswer(servers.realUrl, recorded);
  if (recording.status < 200 || recording.status > 299) {
    throw new Error(`${request.method} ${request.path} answered ${recording.status}: ${Buffer.from(recording.body).toString('utf8').slice(0, 300)}`);
  }
  await servers.bare.add([recording]);
  const warmUp = await loadAmount(servers.realUrl, request, settings.connections, warmUpAmount, warmUpBodies);
  const amount = Math.max(settings.connections, Math.round(warmUp.requestsPerSecond * settings.durationSeconds));
  const bodies = await write.bodies?.(amount);
  const real = await loadAmount(servers.realUrl, request, settings.connections, amount, bodies);
  const rowsAdded = (await write.countRows()) - rowsBefore;
  // The same bodies again, at the recorded path: the bare server answers each with the recorded answer, whatever it carries.
  const bodyOnly = (variants: RequestVariant[] | undefined) => variants?.map((variant) => (typeof variant === 'string' ? variant : variant.body));
  await loadAmount(servers.bare.url, recorded, settings.connections, warmUpAmount, bodyOnly(warmUpBodies));
  const bare = await loadAmount(servers.bare.url, recorded, settings.connections, amount, bodyOnly(bodies));
  return {
    real,
    bare,
    answered2xx: 1 + warmUp.answered2xx + real.answered2xx,
    otherStatusCounts: otherStatuses(warmUp, real),
    errors: warmUp.errors + real.errors,
    rowsAdded,
  };
}
