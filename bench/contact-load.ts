import type { LeadInput } from '../shared/schemas/lead';
import { countLeads } from './admin-session';
import { recordAnswer, type BareServer, type LoadRequest } from './bare-server';
import { loadAmount, type LoadFigures, type LoadSettings } from './http-load';

export interface ContactFigures {
  real: LoadFigures;
  bare: LoadFigures;
  /** 2xx answers in all: the recorded request, the warm-up and the measured run. */
  answered2xx: number;
  /** Other answers of the warm-up and the measured run. */
  answeredOther: number;
  errors: number;
  rowsAdded: number;
}

const WARM_UP_REQUESTS_PER_CONNECTION = 20;

/** A contact form as the site's script posts it. */
export function contactRequest(baseUrl: string, message: string): LoadRequest {
  const form: LeadInput = {
    name: 'Bench Visitor',
    email: 'visitor@example.com',
    phone: '+20 100 000 0000',
    packageInterest: 'other',
    message,
  };
  return {
    method: 'POST',
    path: '/api/contact',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Encoding': 'br, gzip', Origin: baseUrl },
    body: JSON.stringify(form),
  };
}

/**
 * POST /api/contact under load, counted exactly: every run sends a fixed number of requests and awaits every answer
 * (the measured run's count is the warm-up's rate times the duration), and the rows the server stored are counted
 * through the admin API before and after. The bare server then answers the same number with the recorded 201.
 */
export async function measureContactForm(
  servers: { realUrl: string; bare: BareServer },
  cookie: string,
  settings: LoadSettings,
): Promise<ContactFigures> {
  const request = contactRequest(servers.realUrl, 'I would like to book a first consultation, please call me in the evening.');
  const rowsBefore = await countLeads(servers.realUrl, cookie);
  const recording = await recordAnswer(servers.realUrl, request);
  if (recording.status < 200 || recording.status > 299) {
    throw new Error(`POST /api/contact answered ${recording.status}: ${Buffer.from(recording.body).toString('utf8').slice(0, 300)}`);
  }
  await servers.bare.add([recording]);
  const warmUpAmount = settings.connections * WARM_UP_REQUESTS_PER_CONNECTION;
  const warmUp = await loadAmount(servers.realUrl, request, settings.connections, warmUpAmount);
  const amount = Math.round(warmUp.requestsPerSecond * settings.durationSeconds);
  const real = await loadAmount(servers.realUrl, request, settings.connections, amount);
  const rowsAdded = (await countLeads(servers.realUrl, cookie)) - rowsBefore;
  await loadAmount(servers.bare.url, request, settings.connections, warmUpAmount);
  const bare = await loadAmount(servers.bare.url, request, settings.connections, amount);
  return {
    real,
    bare,
    answered2xx: 1 + warmUp.answered2xx + real.answered2xx,
    answeredOther: warmUp.answered - warmUp.answered2xx + real.answered - real.answered2xx,
    errors: warmUp.errors + real.errors,
    rowsAdded,
  };
}
