import type { AnalyticsFigures } from './analytics-load';
import type { BookingFigures } from './booking-load';
import type { Comparison, LoadFigures, LoadSettings } from './http-load';
import type { LighthouseFigures } from './lighthouse-audit';
import type { NotificationFigures } from './notification-latency';
import type { PaymentFigures } from './payment-load';
import type { HeroImage, PageWeightFigures } from './page-weight';
import { median } from './stats';
import { PREVIOUS_FIGURES, TARGETS } from './targets';
import type { TwoInstanceFigures } from './two-instances';
import type { WriteFigures } from './write-load';

export interface BenchResults {
  startedAt: Date;
  quick: boolean;
  /** Wall-clock seconds of the whole run. */
  totalSeconds: number;
  machine: { cpuModel: string; cpuCount: number; memoryGb: number; node: string; commit: string; loadAverage: { atStart: number; lastFiveMinutesAtEnd: number } };
  /** How the server under test was started. */
  server: string;
  settings: LoadSettings & { notificationsPerCount: number; restarts: number; lighthouseRuns: number; bookingRateLimit: number };
  imagesSettled?: { settled: boolean; seconds: number; files: number };
  firstStartMs?: number;
  restartMs?: number[];
  rssIdleMb?: number;
  /** After the public reads' load (pages and API), as the target is set. */
  rssAfterPublicLoadMb?: number;
  /** After every part's load: writes, bookings, payments, analytics and sockets too. */
  rssAfterLoadMb?: number;
  /** Each public page's JavaScript (e2e/support/page-weight.ts), in both languages. */
  pageWeights?: PageWeightFigures[];
  heroes?: HeroImage[];
  reads?: Comparison[];
  contact?: WriteFigures;
  /** GET /api/booking/slots beside the bare server. */
  slots?: Comparison[];
  booking?: BookingFigures;
  /** A paid booking's write and Paymob's processed callbacks, beside the bare server. */
  payments?: PaymentFigures;
  /** The dashboard's query over a year of generated views, and the cost of counting one. */
  analytics?: AnalyticsFigures;
  notifications?: NotificationFigures[];
  lighthouse?: LighthouseFigures[];
  /** The same audit of a few pages while the bench's load generator reads public pages: reported, no target. */
  lighthouseUnderLoad?: { connections: number; figures: LighthouseFigures[] };
  /** Two instances on one PostgreSQL database against one, or why that part was skipped. */
  twoInstances?: TwoInstanceFigures;
  twoInstancesSkipped?: string;
  /** Parts of the bench that could not run, with the reason. */
  failures: { part: string; message: string }[];
}

interface TargetCheck {
  figure: string;
  met: boolean;
  detail: string;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 1 : 0)} ms`);
const ratio = (value: number) => `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)}×`;
const verdict = (met: boolean) => (met ? 'met' : '**not met**');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** At or above this share of a core, the load generator, not the server, set the pace. */
const GENERATOR_BOUND_CPU = 0.9;
const GENERATOR_NOTE =
  `\\* The load generator itself used ≥ ${GENERATOR_BOUND_CPU * 100} % of a CPU core during that run: the figure is what one autocannon thread ` +
  'could drive on this machine, a floor rather than the server\'s limit (for a bare figure, the true ratio is lower still).';
const throughput = (figures: LoadFigures) => `${integer.format(figures.requestsPerSecond)}${figures.generatorCpu >= GENERATOR_BOUND_CPU ? '\\*' : ''}`;
const anyGeneratorBound = (figures: LoadFigures[]) => figures.some((entry) => entry.generatorCpu >= GENERATOR_BOUND_CPU);

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function failureOf(results: BenchResults, part: string): string | undefined {
  const failure = results.failures.find((entry) => entry.part === part);
  return failure && `Not measured: ${failure.message.split('\n')[0]}`;
}

/** Statuses seen under load when they differ from the recorded answer's (or connections failed). */
function loadAnomalies(figures: LoadFigures, expectedStatus: number | undefined): string {
  const unexpected = Object.entries(figures.statusCounts).filter(([status]) => Number(status) !== expectedStatus);
  const notes = unexpected.map(([status, count]) => `${integer.format(count)}× ${status}`);
  if (figures.errors > 0) notes.push(`${integer.format(figures.errors)} connection errors`);
  return notes.length ? ` (under load: ${notes.join(', ')})` : '';
}

/** What a read beside the bare server must reach: a ratio of CPU per request or of requests/s, and a p99 bound. */
interface ReadTarget {
  measure: 'cpu' | 'requests';
  ratio: number;
  p99Ms?: number;
}

function readTarget(comparison: Comparison): ReadTarget | undefined {
  if (comparison.kind === 'slot-search') return { measure: 'requests', ratio: TARGETS.slotSearchRatio, p99Ms: TARGETS.slotSearchP99Ms };
  if (comparison.kind === 'other') return undefined;
  return { measure: 'cpu', ratio: TARGETS.cachedCpuRatio };
}

const targetText = (target: ReadTarget | undefined) =>
  target === undefined ? '–' : `≥ ${ratio(target.ratio)} ${target.measure === 'cpu' ? 'CPU' : 'req/s'}${target.p99Ms === undefined ? '' : `, p99 < ${ms(target.p99Ms)}`}`;

const cpuPerRequest = (figures: LoadFigures) => (figures.serverCpuMsPerRequest === undefined ? '–' : `${(figures.serverCpuMsPerRequest * 1000).toFixed(0)} µs`);

/** The bare server's CPU per request divided by ours: 1 when ours costs as little, less when it costs more. */
const cpuRatio = (real: LoadFigures, bare: LoadFigures) =>
  real.serverCpuMsPerRequest && bare.serverCpuMsPerRequest !== undefined ? bare.serverCpuMsPerRequest / real.serverCpuMsPerRequest : undefined;

/** Whether a measured read meets its target, and the sentence saying how far it got. */
function judged(target: ReadTarget, real: LoadFigures, bare: LoadFigures): { met: boolean; detail: string } {
  if (target.measure === 'cpu') {
    const achieved = cpuRatio(real, bare);
    if (achieved === undefined) return { met: false, detail: 'CPU per request not measured' };
    return { met: achieved >= target.ratio, detail: `${ratio(achieved)} the bare server's CPU per request (target ≥ ${ratio(target.ratio)})` };
  }
  const achieved = real.requestsPerSecond / bare.requestsPerSecond;
  const p99Met = target.p99Ms === undefined || real.latencyP99Ms < target.p99Ms;
  return { met: achieved >= target.ratio && p99Met, detail: `${ratio(achieved)} the bare server's requests/s (target ≥ ${ratio(target.ratio)}), p99 ${ms(real.latencyP99Ms)}${target.p99Ms === undefined ? '' : ` (target < ${ms(target.p99Ms)})`}` };
}

/** Reads beside the bare server, a row each, with the target of those that have one. */
function comparisonsSection(results: BenchResults, part: string, comparisons: Comparison[] | undefined, checks: TargetCheck[]): string {
  if (!comparisons) return failureOf(results, part) ?? 'Not measured.';
  const rows = comparisons.map((comparison) => {
    const target = readTarget(comparison);
    if (!comparison.real || !comparison.bare || !comparison.answer) {
      if (target !== undefined) checks.push({ figure: comparison.label, met: false, detail: `not measured (${comparison.skipped})` });
      return [comparison.label, `not measured: ${comparison.skipped}`, '', '', '', '', '', '', '', '', targetText(target), target === undefined ? '–' : verdict(false)];
    }
    const { real, bare, answer } = comparison;
    const outcome = target && judged(target, real, bare);
    if (target && outcome) checks.push({ figure: comparison.label, ...outcome });
    const encoding = answer.status === 304 ? '' : ` ${answer.contentEncoding} ${kb(answer.bodyBytes)}`;
    const cpu = cpuRatio(real, bare);
    return [
      comparison.label,
      `${answer.status}${encoding}${loadAnomalies(real, answer.status)}${loadAnomalies(bare, answer.status).replace('under load', 'bare server')}`,
      throughput(real),
      throughput(bare),
      ratio(real.requestsPerSecond / bare.requestsPerSecond),
      cpuPerRequest(real),
      cpuPerRequest(bare),
      cpu === undefined ? '–' : ratio(cpu),
      `${ms(real.latencyP50Ms)} / ${ms(real.latencyP99Ms)}`,
      `${ms(bare.latencyP50Ms)} / ${ms(bare.latencyP99Ms)}`,
      targetText(target),
      outcome === undefined ? '–' : verdict(outcome.met),
    ];
  });
  const measured = comparisons.flatMap((comparison) => [comparison.real, comparison.bare]).filter((figures): figures is LoadFigures => Boolean(figures));
  const header = ['Request', 'Answer', 'DietBar req/s', 'Bare req/s', 'Ratio', 'DietBar CPU/req', 'Bare CPU/req', 'CPU ratio (bare ÷ ours)', 'DietBar p50 / p99', 'Bare p50 / p99', 'Target', 'Met'];
  const readsTable = table(header, rows);
  return anyGeneratorBound(measured) ? `${readsTable}\n\n${GENERATOR_NOTE}` : readsTable;
}

/** How a counted write names what it stores, for its section. */
interface WriteWords {
  request: string;
  /** What the server stores, plural: "rows", "bookings". */
  stored: string;
  /** The sentence when the counts agree. */
  agreed: string;
  /** The status of an accepted request: 201 unless said. */
  status?: number;
}

const statusList = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${integer.format(count)}× ${status}`)
    .join(', ');

/** A write under load beside the bare server, and its 2xx answers counted against what the server stored. */
function writeSection(figures: WriteFigures, words: WriteWords, checks: TargetCheck[]): string {
  const stored = figures.rowsAdded === figures.answered2xx && figures.errors === 0;
  checks.push({ figure: `${words.request}: ${words.stored} stored = 2xx answers`, met: stored, detail: `${integer.format(figures.rowsAdded)} ${words.stored} for ${integer.format(figures.answered2xx)} 2xx answers` });
  const figuresTable = table(
    [words.request, 'DietBar', 'Bare', 'Ratio'],
    [
      ['Requests/s', throughput(figures.real), throughput(figures.bare), ratio(figures.real.requestsPerSecond / figures.bare.requestsPerSecond)],
      ['Latency p50 / p99', `${ms(figures.real.latencyP50Ms)} / ${ms(figures.real.latencyP99Ms)}`, `${ms(figures.bare.latencyP50Ms)} / ${ms(figures.bare.latencyP99Ms)}`, ''],
      ['Requests (measured run)', `${integer.format(figures.real.answered)} in ${figures.real.seconds.toFixed(1)} s${loadAnomalies(figures.real, words.status ?? 201)}`, `${integer.format(figures.bare.answered)} in ${figures.bare.seconds.toFixed(1)} s`, ''],
    ],
  );
  const others = sum(Object.values(figures.otherStatusCounts));
  const countLine =
    `2xx answers in all (the recorded request, the warm-up and the measured run): ${integer.format(figures.answered2xx)}; ` +
    `${words.stored} the server stored meanwhile (counted through the admin API): ${integer.format(figures.rowsAdded)}; ` +
    `other answers: ${integer.format(others)}${others ? ` (${statusList(figures.otherStatusCounts)})` : ''}; connection errors: ${figures.errors}. ` +
    (stored ? words.agreed : '**The counts differ.**');
  return [figuresTable, countLine, anyGeneratorBound([figures.real, figures.bare]) ? GENERATOR_NOTE : ''].filter(Boolean).join('\n\n');
}

function contactSection(results: BenchResults, checks: TargetCheck[]): string {
  if (!results.contact) return failureOf(results, 'contact') ?? 'Not measured.';
  const rate = results.contact.real.requestsPerSecond;
  checks.push({ figure: 'POST /api/contact: durable writes per second', met: rate >= TARGETS.contactWritesPerSecond, detail: `${integer.format(rate)}/s (target ≥ ${integer.format(TARGETS.contactWritesPerSecond)}/s)` });
  return writeSection(results.contact, { request: 'POST /api/contact', stored: 'rows', agreed: 'Every accepted submission was stored, and nothing else.' }, checks);
}

function bookingSection(results: BenchResults, checks: TargetCheck[]): string {
  const booking = results.booking;
  if (!booking) return failureOf(results, 'booking') ?? 'Not measured.';
  const { write, burst } = booking;
  const written = writeSection(write, { request: 'POST /api/bookings', stored: 'bookings', agreed: 'Every accepted booking was stored, and nothing else.' }, checks);
  const refused = write.otherStatusCounts['409'] ?? 0;
  checks.push({ figure: 'POST /api/bookings: no 409 for distinct free starts', met: refused === 0, detail: `${integer.format(refused)} answered 409` });
  const created = burst.statusCounts['201'] ?? 0;
  const once = burst.stored === 1 && created === 1 && burst.errors === 0;
  checks.push({ figure: 'POST /api/bookings: one start booked at once by many, stored once', met: once, detail: `${burst.stored} stored, ${statusList(burst.statusCounts)}` });
  const distinct =
    `Each request books a different free start of the 15-minute type (searched through \`GET /api/booking/slots\` a window at a time, between ${booking.from} and ${booking.to}), ` +
    `for a new visitor (so each booking starts its lead): 409 \`slot_unavailable\` answers: ${integer.format(refused)}${refused ? ' **(none expected)**' : ''}.`;
  const never =
    `Never twice: ${burst.requests} requests at once (one a connection) for one start answered ${statusList(burst.statusCounts) || 'nothing'}` +
    `${burst.errors ? ` and ${burst.errors} connection errors` : ''}; bookings stored: ${burst.stored}. ` +
    (once ? 'Exactly one.' : '**Not exactly one.**');
  return [written, distinct, never].join('\n\n');
}

function paymentsSection(results: BenchResults, checks: TargetCheck[]): string {
  const payments = results.payments;
  if (!payments) return failureOf(results, 'payments') ?? 'Not measured.';
  const booking = writeSection(payments.booking, { request: 'POST /api/bookings (paid type)', stored: 'bookings', agreed: 'Every accepted booking was held, and nothing else.' }, checks);
  const intentions =
    `Each request books a different free start of a 20-minute type paid in full at booking (600 EGP), for a new visitor: the time is held and an intention is asked of the Paymob stand-in ` +
    `(in the bench's own process, on 127.0.0.1) before the answer; intentions made: ${integer.format(payments.intentions)}.`;
  const callbacks = writeSection(
    payments.callbacks,
    { request: 'POST /api/payments/paymob/callback', stored: 'payments made paid', agreed: 'Every callback made one payment paid, and nothing else.', status: 200 },
    checks,
  );
  const distinct =
    'Each callback is the signed processed callback (HMAC-SHA512 in the query, as Paymob sends it) of a distinct successful transaction of a distinct held booking: ' +
    'its signature checked, the transaction recorded once, the payment paid, the booking confirmed with its e-mails and live notice, in one database transaction.';
  const replay = comparisonsSection(results, 'payments', [payments.replay], checks);
  return [booking, intentions, callbacks, distinct, replay, 'One callback already applied, sent again and again: each is recognised as a replay and changes nothing. No target.'].join('\n\n');
}

function notificationsSection(results: BenchResults): string {
  if (!results.notifications) return failureOf(results, 'notifications') ?? 'Not measured.';
  const rows = results.notifications.map((figures) => [
    String(figures.sockets),
    String(figures.submissions),
    `${integer.format(figures.deliveries)} of ${integer.format(figures.sockets * figures.submissions)}`,
    ms(figures.p50Ms),
    ms(figures.p99Ms),
    ms(figures.maxMs),
  ]);
  return table(['Admin sockets', 'Submissions', 'Delivered', 'p50', 'p99', 'Max'], rows) + '\n\nFrom sending the POST until the message arrives on each socket; no target.';
}

function twoInstancesSection(results: BenchResults): string {
  if (results.twoInstancesSkipped) return `Not measured: ${results.twoInstancesSkipped}.`;
  const figures = results.twoInstances;
  if (!figures) return failureOf(results, 'two-instances') ?? 'Not measured.';
  const readRows = figures.reads.map(({ label, one, two }) => [
    label,
    `${throughput(one)}${loadAnomalies(one, 200)}`,
    `${throughput(two)}${loadAnomalies(two, 200)}`,
    ratio(two.requestsPerSecond / one.requestsPerSecond),
    `${ms(one.latencyP50Ms)} / ${ms(one.latencyP99Ms)}`,
    `${ms(two.latencyP50Ms)} / ${ms(two.latencyP99Ms)}`,
  ]);
  const readsTable = table(['Request', 'One instance req/s', 'Two instances req/s', 'Ratio', 'One p50 / p99', 'Two p50 / p99'], readRows);
  const { sameInstance: same, acrossInstances: across } = figures;
  const delivered = (entry: NotificationFigures) => `${integer.format(entry.deliveries)} of ${integer.format(entry.sockets * entry.submissions)}`;
  const latencyTable = table(
    ['Live notification, one admin socket', 'Form and socket on one instance', 'Form on one, socket on the other', 'Ratio'],
    [
      ['Delivered', delivered(same), delivered(across), ''],
      ['p50', ms(same.p50Ms), ms(across.p50Ms), ratio(across.p50Ms / same.p50Ms)],
      ['p95', ms(same.p95Ms), ms(across.p95Ms), ratio(across.p95Ms / same.p95Ms)],
      ['Max', ms(same.maxMs), ms(across.maxMs), ''],
    ],
  );
  const note =
    `Both instances, the load generator and PostgreSQL share this machine's ${results.machine.cpuCount} CPUs: where they are fewer than the processes that want one, ` +
    'the ratio of requests/s shows the machine\'s limit rather than what a second instance adds. No target.';
  const parts = [readsTable, latencyTable, note];
  if (anyGeneratorBound(figures.reads.flatMap((read) => [read.one, read.two]))) parts.push(GENERATOR_NOTE);
  return parts.join('\n\n');
}

function serverSection(results: BenchResults, checks: TargetCheck[]): string {
  const rows: string[][] = [];
  if (results.firstStartMs !== undefined) rows.push(['First start to healthy, empty data folder (migrates, seeds the demo content)', ms(results.firstStartMs), '–', '–']);
  if (results.restartMs?.length) {
    const middle = median(results.restartMs);
    const met = middle <= TARGETS.startToHealthyMs;
    checks.push({ figure: 'Start to healthy on an existing database', met, detail: `${ms(middle)} median (target ≤ ${ms(TARGETS.startToHealthyMs)})` });
    rows.push([
      `Start to healthy on the existing database, median of ${results.restartMs.length} (${results.restartMs.map(ms).join(', ')})`,
      ms(middle),
      `≤ ${ms(TARGETS.startToHealthyMs)}`,
      verdict(met),
    ]);
  } else {
    rows.push(['Start to healthy on the existing database', failureOf(results, 'restart') ?? 'not measured', `≤ ${ms(TARGETS.startToHealthyMs)}`, verdict(false)]);
    checks.push({ figure: 'Start to healthy on an existing database', met: false, detail: 'not measured' });
  }
  if (results.rssIdleMb !== undefined) rows.push(['RSS idle, after start and the background image work', `${results.rssIdleMb.toFixed(0)} MB`, '–', '–']);
  if (results.rssAfterPublicLoadMb !== undefined) {
    const met = results.rssAfterPublicLoadMb <= TARGETS.rssAfterLoadMb;
    checks.push({ figure: 'RSS after the public load', met, detail: `${results.rssAfterPublicLoadMb.toFixed(0)} MB (target ≤ ${TARGETS.rssAfterLoadMb} MB)` });
    rows.push(['RSS after the load of the public reads (pages and API)', `${results.rssAfterPublicLoadMb.toFixed(0)} MB`, `≤ ${TARGETS.rssAfterLoadMb} MB`, verdict(met)]);
  }
  if (results.rssAfterLoadMb !== undefined) rows.push(['RSS after every part: the public reads, contact, booking, payment, analytics and WebSocket load', `${results.rssAfterLoadMb.toFixed(0)} MB`, '–', '–']);
  return table(['Figure', 'Value', 'Target', 'Met'], rows);
}

function pageWeightSection(results: BenchResults, checks: TargetCheck[]): string {
  const weightRows: string[][] = [];
  for (const page of results.pageWeights ?? []) {
    const idleMet = page.idle / 1024 <= TARGETS.pageIdleJsKb;
    const usedMet = page.used / 1024 <= TARGETS.pageUsedJsKb;
    if (!idleMet) checks.push({ figure: `JavaScript of ${page.address} before any input`, met: false, detail: `${kb(page.idle)} (target ≤ ${TARGETS.pageIdleJsKb} KB): ${page.idleChunks}` });
    if (!usedMet) checks.push({ figure: `JavaScript of ${page.address} read and used`, met: false, detail: `${kb(page.used)} (target ≤ ${TARGETS.pageUsedJsKb} KB): ${page.usedChunks}` });
    weightRows.push([`\`${page.address}\``, kb(page.idle), kb(page.used), verdict(idleMet && usedMet)]);
  }
  if (results.pageWeights) {
    const allMet = results.pageWeights.every((page) => page.idle / 1024 <= TARGETS.pageIdleJsKb && page.used / 1024 <= TARGETS.pageUsedJsKb);
    if (allMet) checks.push({ figure: 'JavaScript of every public page', met: true, detail: '' });
  } else {
    weightRows.push(['Every public page', failureOf(results, 'weight') ?? 'not measured', '', verdict(false)]);
    checks.push({ figure: 'JavaScript of every public page', met: false, detail: 'not measured' });
  }
  const target = ['Target', `≤ ${TARGETS.pageIdleJsKb} KB`, `≤ ${TARGETS.pageUsedJsKb} KB`, ''];
  const weights = table(['Page', 'JavaScript until idle, no input', 'Read to the end, forms started', 'Met'], [target, ...weightRows]);
  const weightNote =
    'Bytes of script bodies on the wire (compressed as the server sends them), Chromium at 1280×800 with its cache off, as `e2e/page-weight.spec.ts` holds them ' +
    '(its figures are the same): until the network is quiet and the browser idle, then after scrolling to the bottom a screen at a time and typing into the first ' +
    "field of each form (on `/book`, from choosing the first type on). A booking's page is a visitor's own, booked in that language.";
  const heroRows: string[][] = [];
  for (const hero of results.heroes ?? []) {
    const label = `Hero image at 375 px wide, device pixel ratio ${hero.devicePixelRatio} (${hero.source}${hero.url ? `: \`${new URL(hero.url).pathname}\`` : ''})`;
    const measured = hero.bytes !== undefined && hero.bytes > 0;
    const met = measured && hero.bytes! / 1024 <= TARGETS.phoneHeroKb;
    checks.push({ figure: `Phone hero image (DPR ${hero.devicePixelRatio})`, met, detail: measured ? `${kb(hero.bytes!)} (target ≤ ${TARGETS.phoneHeroKb} KB)` : 'size unknown' });
    heroRows.push([label, measured ? kb(hero.bytes!) : 'unknown', `≤ ${TARGETS.phoneHeroKb} KB`, verdict(met)]);
  }
  if (!results.heroes) heroRows.push(['Hero image on a phone', failureOf(results, 'hero') ?? 'not measured', `≤ ${TARGETS.phoneHeroKb} KB`, verdict(false)]);
  return [weights, weightNote, table(['Figure', 'Bytes', 'Target', 'Met'], heroRows)].join('\n\n');
}

/** The rows of a Lighthouse audit, each page's misses of the targets pushed to `checks` when given. */
function lighthouseRows(figures: LighthouseFigures[], checks?: TargetCheck[]): string[][] {
  const other = TARGETS.lighthouseOtherCategories;
  return figures.map((page) => {
    if (page.runtimeError) {
      checks?.push({ figure: `Lighthouse ${page.label}`, met: false, detail: `not measured (${page.runtimeError})` });
      return [`\`${page.path}\``, `not measured: ${page.runtimeError}`, '', '', '', '', '', '', checks ? verdict(false) : ''];
    }
    const misses = [
      page.performance < TARGETS.lighthousePerformance && 'performance',
      page.accessibility < other && 'accessibility',
      page.bestPractices < other && 'best practices',
      // A visitor's own booking page says noindex, which Lighthouse's SEO score counts against it.
      page.seo < other && !page.private && 'SEO',
      !(page.tbtMs <= TARGETS.tbtMs) && 'TBT',
      !(page.cls <= TARGETS.cls) && 'CLS',
    ].filter((miss): miss is string => Boolean(miss));
    checks?.push({
      figure: `Lighthouse ${page.label}`,
      met: misses.length === 0,
      detail: `performance ${page.performance}, LCP ${ms(page.lcpMs)}, TBT ${ms(page.tbtMs)}, CLS ${page.cls.toFixed(3)}${misses.length ? `; misses ${misses.join(', ')}` : ''}`,
    });
    const range = page.runs > 1 ? ` (${page.performanceRange[0]}–${page.performanceRange[1]})` : '';
    return [
      `\`${page.path}\``,
      `${page.performance}${range}`,
      String(page.accessibility),
      String(page.bestPractices),
      page.private ? `${page.seo} (noindex)` : String(page.seo),
      ms(page.lcpMs),
      page.tbtRunsMs.length > 1 ? `${ms(page.tbtMs)} (${page.tbtRunsMs.map(ms).join(', ')})` : ms(page.tbtMs),
      page.clsRuns.some((cls) => cls > 0) && page.clsRuns.length > 1 ? `${page.cls.toFixed(3)} (${page.clsRuns.map((cls) => cls.toFixed(3)).join(', ')})` : page.cls.toFixed(3),
      checks ? (misses.length ? `**not met**: ${misses.join(', ')}` : 'met') : misses.length ? `below: ${misses.join(', ')}` : 'within',
    ];
  });
}

function lighthouseSection(results: BenchResults, checks: TargetCheck[]): string {
  if (!results.lighthouse) return failureOf(results, 'lighthouse') ?? 'Not measured.';
  const other = TARGETS.lighthouseOtherCategories;
  const headings = ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'Met'];
  const targetRow = ['Target', `≥ ${TARGETS.lighthousePerformance}`, String(other), String(other), String(other), '–', `≤ ${ms(TARGETS.tbtMs)}`, String(TARGETS.cls), ''];
  const runs = results.settings.lighthouseRuns;
  const note =
    'Alone: nothing else of the bench runs meanwhile. ' +
    (runs > 1 ? `Each page ${runs} times; each figure is the median of its runs, as Lighthouse CI's \`median\` aggregation (in brackets: the range of performance scores, and each run's TBT, and CLS when one shifted).` : 'Each page once.') +
    ' A run Lighthouse could not trace is run again, up to three times.';
  const parts = [table(headings, [targetRow, ...lighthouseRows(results.lighthouse, checks)]), note];
  const shifted = results.lighthouse.filter((page) => page.shifts?.length);
  if (shifted.length) {
    parts.push(['Layout shifts of the run that shifted most (score, the element that moved most, the causes Lighthouse found):', ...shifted.flatMap((page) => page.shifts!.map((shift) => `- \`${page.path}\`: ${shift}`))].join('\n'));
  }
  const underLoad = results.lighthouseUnderLoad;
  if (underLoad) {
    parts.push(
      `Under the bench's own load (autocannon, ${underLoad.connections} connections reading the public pages and API in turn, on the same 2 cores as the server and Chromium; no target):`,
      table([...headings.slice(0, -1), 'Targets'], lighthouseRows(underLoad.figures)),
    );
  }
  return parts.join('\n\n');
}

function analyticsSection(results: BenchResults, checks: TargetCheck[]): string {
  const analytics = results.analytics;
  if (!analytics) return failureOf(results, 'analytics') ?? 'Not measured.';
  const { generated, queries, counting } = analytics;
  const defaultPeriod = queries[0]!;
  const met = defaultPeriod.medianMs < TARGETS.analyticsDefaultPeriodMs;
  checks.push({ figure: 'GET /api/analytics, default period, over a year of views', met, detail: `median ${ms(defaultPeriod.medianMs)}, target < ${ms(TARGETS.analyticsDefaultPeriodMs)}` });
  const intro =
    `${integer.format(generated.views)} views generated over ${generated.days} days into the server's database in ${generated.writeSeconds.toFixed(1)} s, ` +
    `then the server's upkeep run on them as its hourly job would have run over the year: finished days folded into daily totals in ${generated.foldSeconds.toFixed(1)} s ` +
    `(${integer.format(generated.dailyRows)} daily rows), raw views older than 90 days deleted (${integer.format(generated.rawViewsKept)} kept).`;
  const queryTable = table(
    ['GET /api/analytics', 'Runs', 'Median', 'p95', 'Max', 'Target', 'Met'],
    queries.map((query, index) => [query.label, String(query.runs), ms(query.medianMs), ms(query.p95Ms), ms(query.maxMs), index === 0 ? `< ${ms(TARGETS.analyticsDefaultPeriodMs)}` : '', index === 0 ? verdict(met) : '']),
  );
  const side = (name: string, figures: LoadFigures) => [name, throughput(figures), ms(figures.latencyP50Ms), ms(figures.latencyP99Ms), figures.serverCpuMsPerRequest === undefined ? '' : `${figures.serverCpuMsPerRequest.toFixed(3)} ms`];
  const cpuRatio = counting.bare.serverCpuMsPerRequest! / counting.real.serverCpuMsPerRequest!;
  const countingTable = table(['POST /api/page-views', 'Requests/s', 'p50', 'p99', 'CPU per request'], [side('This server', counting.real), side('Bare server (same 204)', counting.bare)]);
  const countingNote =
    `${integer.format(counting.views)} views from as many new visitors (each its own \`X-Forwarded-For\`), ${results.settings.connections} connections: ` +
    `${integer.format(counting.counted)} counted in the dashboard's figures afterwards${loadAnomalies(counting.real, 204)}. CPU ratio (bare ÷ ours): ${ratio(cpuRatio)}; ` +
    'a view is answered before it is written, and the views that came meanwhile are written together a moment later.';
  return [intro, queryTable, countingTable, countingNote, anyGeneratorBound([counting.real, counting.bare]) ? GENERATOR_NOTE : ''].filter(Boolean).join('\n\n');
}

/** Today's figure of each target beside the one the bench gave before (PREVIOUS_FIGURES). */
function beforeAndAfterSection(results: BenchResults): string {
  const before = PREVIOUS_FIGURES;
  const range = (values: number[], format: (value: number) => string) =>
    values.length === 0 ? 'not measured' : `${format(Math.min(...values))}–${format(Math.max(...values))}`;
  const alone = (results.lighthouse ?? []).filter((page) => !page.runtimeError);
  const worst = alone.length ? alone.reduce((kept, page) => (page.performance < kept.performance ? page : kept)) : undefined;
  const slowest = alone.length ? alone.reduce((kept, page) => (page.tbtMs > kept.tbtMs ? page : kept)) : undefined;
  const reads = (results.reads ?? []).filter((read) => read.real && read.bare);
  const cpuOf = (filter: (read: Comparison) => boolean) =>
    range(
      reads.filter(filter).flatMap((read) => cpuRatio(read.real!, read.bare!) ?? []),
      ratio,
    );
  const fortnight = results.slots?.find((slot) => slot.real && slot.bare);
  const idle = (results.pageWeights ?? []).map((page) => page.idle);
  const rows = [
    ['Lighthouse mobile, lowest page', before.lighthouseWorst, worst ? `${worst.performance} (\`${worst.path}\`)` : 'not measured', `≥ ${TARGETS.lighthousePerformance}`],
    ['Total blocking time, highest page', before.tbtWorst, slowest ? `${ms(slowest.tbtMs)} (\`${slowest.path}\`)` : 'not measured', `≤ ${ms(TARGETS.tbtMs)}`],
    ['JavaScript before any input, heaviest page', before.javascriptIdle, idle.length ? kb(Math.max(...idle)) : 'not measured', `≤ ${TARGETS.pageIdleJsKb} KB`],
    ['Cached API reads, CPU (bare ÷ ours)', before.cachedApiCpu, cpuOf((read) => read.kind !== 'page' && !read.conditional), `≥ ${TARGETS.cachedCpuRatio}×`],
    ['Cached pages, CPU (bare ÷ ours)', before.cachedPageCpu, cpuOf((read) => read.kind === 'page' && !read.conditional), `≥ ${TARGETS.cachedCpuRatio}×`],
    ['304s, CPU (bare ÷ ours)', before.revalidationCpu, cpuOf((read) => read.conditional), `≥ ${TARGETS.cachedCpuRatio}×`],
    [
      'Slot search, 14 dates',
      before.slotSearch,
      fortnight ? `${integer.format(fortnight.real!.requestsPerSecond)} requests/s (${ratio(fortnight.real!.requestsPerSecond / fortnight.bare!.requestsPerSecond)}), p99 ${ms(fortnight.real!.latencyP99Ms)}` : 'not measured',
      `≥ ${TARGETS.slotSearchRatio}×, p99 < ${ms(TARGETS.slotSearchP99Ms)}`,
    ],
    [
      'RSS after the load of the public pages and API',
      before.rssAfterLoad,
      results.rssAfterPublicLoadMb === undefined ? 'not measured' : `${results.rssAfterPublicLoadMb.toFixed(0)} MB (${results.rssAfterLoadMb?.toFixed(0) ?? '–'} MB after every part)`,
      `≤ ${TARGETS.rssAfterLoadMb} MB`,
    ],
    ['Start to healthy, existing database', before.startToHealthy, results.restartMs?.length ? ms(median(results.restartMs)) : 'not measured', `≤ ${ms(TARGETS.startToHealthyMs)}`],
    ['Durable contact writes', before.contactWrites, results.contact ? `${integer.format(results.contact.real.requestsPerSecond)}/s` : 'not measured', `≥ ${integer.format(TARGETS.contactWritesPerSecond)}/s`],
  ];
  return table(['Figure', `Before (${before.date})`, 'This run', 'Target'], rows);
}

/** The markdown report of one run: every figure beside the bare server's, its target and whether it is met. */
export function renderReport(results: BenchResults): string {
  const checks: TargetCheck[] = [];
  const { machine, settings } = results;
  const sections = [
    ['Before and after', beforeAndAfterSection(results)],
    ['Public reads', comparisonsSection(results, 'http', results.reads, checks)],
    ['Slot search', comparisonsSection(results, 'slots', results.slots, checks)],
    ['Contact form', contactSection(results, checks)],
    ['Booking', bookingSection(results, checks)],
    ['Paid booking and Paymob callbacks', paymentsSection(results, checks)],
    ['Analytics', analyticsSection(results, checks)],
    ['Live notifications', notificationsSection(results)],
    ['Start and memory', serverSection(results, checks)],
    ['Page weight', pageWeightSection(results, checks)],
    ['Lighthouse (mobile, simulated throttling)', lighthouseSection(results, checks)],
    ['Two instances on one PostgreSQL database', twoInstancesSection(results)],
  ];
  const missed = checks.filter((check) => !check.met);
  const summary = [
    `**${checks.length - missed.length} of ${checks.length} targets met.**${missed.length ? ' Not met:' : ''}`,
    ...missed.map((check) => `- ${check.figure}: ${check.detail}`),
  ];
  if (results.failures.length) {
    summary.push('', '**Parts that could not run:**', ...results.failures.map((failure) => `- ${failure.part}: ${failure.message.split('\n')[0]}`));
  }
  const method = [
    `- Server under test: ${results.server}, \`NODE_ENV=production\`, its JSON log (level info) written to a file, a fresh temporary \`DATA_DIR\` with the demo content, \`BOOKING_RATE_LIMIT=${integer.format(settings.bookingRateLimit)}\` for this run, and \`TRUST_PROXY=true\`: each contact form comes from an address of its own (\`X-Forwarded-For\` in 198.18.0.0/15, the range set aside for benchmarks), so \`CONTACT_RATE_LIMIT\` keeps its default and never applies.`,
    '- Bare server: `node:http` in its own process, answering each request with the status, headers and body bytes the real server gave it (recorded just before, with the same request headers: `Accept-Encoding: br, gzip`, and for revalidation the ETag it got).',
    `- Load: autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s, real and bare one after the other (the order alternates between rows${settings.rounds > 1 ? ` and rounds); ${settings.rounds} rounds, each side's best kept, since other work on the machine only ever slows a run down` : ')'}. The contact form and the booking send a fixed number of requests instead (the warm-up's rate × ${settings.durationSeconds} s) so that every answer is counted.`,
    "- Slot search: the demo's hours (Saturday to Thursday 10:00–18:00 in Cairo, 12 h notice, 60-day horizon), from tomorrow in the practice's zone. Booking: the bench opens the practice every day 00:00–23:55 (5-minute step, no notice, 730-day horizon) through `PUT /api/booking/availability`, books free starts that overlap none other, then puts the demo's hours back.",
    "- Paid booking: the tests' Paymob stand-in in the bench's process on 127.0.0.1 (holds of a day), a 20-minute type paid in full added for the run and made inactive after; the callbacks' transactions are made at the stand-in's checkout beforehand with their callbacks held back, then posted signed by the load generator.",
    '- CPU per request: the user and system CPU time of each server\'s processes (the server under test and whatever it started, counting children that ended during the run; the bare server\'s child process) read from `/proc/<pid>/stat` before and after the measured run, divided by the answers of that run; both servers at `LOG_LEVEL=warn` (no line per request). The CPU ratio is the bare server\'s CPU per request divided by ours: one autocannon thread on this machine saturates neither server, so requests/s alone would measure the load generator.',
    '- autocannon\'s decoding of every response body into a string is switched off (the bench never reads the bodies, and for bodies over about 10 KB that decoding, not the server, set the pace); statuses, byte counts and timings are unchanged.',
    `- Live notifications: ${settings.notificationsPerCount} contact forms sent one at a time for each socket count. Start to healthy: ${settings.restarts} restarts on the run's data folder without \`ADMIN_EMAIL\`/\`ADMIN_PASSWORD\` (as a production restart: the account exists), polling \`/api/health\` every 5 ms.`,
    `- Two instances: the production bundle twice on one fresh PostgreSQL database (\`BENCH_DATABASE_URL\`, else \`TEST_DATABASE_URL\`) and one data folder, as on one machine behind a balancer. Requests/s through both: autocannon's ${settings.connections} connections spread over the two in turn; through one: the same run against the first alone (the order alternates between rows${settings.rounds > 1 ? ' and rounds, the best of each kept' : ''}). Notifications: ${settings.notificationsPerCount} contact forms one at a time, posted on the first instance, to an admin socket on the first and then on the second (through PostgreSQL's LISTEN/NOTIFY).`,
    '- The load generator, the servers and Chromium share the machine\'s CPUs, so absolute figures depend on it; the ratios are the comparable part. 1 KB = 1024 bytes.',
    results.imagesSettled
      ? `- Background image work: waited ${results.imagesSettled.seconds.toFixed(1)} s after the first start for the uploads (${results.imagesSettled.files} files) to stop changing${results.imagesSettled.settled ? '' : ' (still changing when the wait gave up)'}.`
      : '',
  ].filter(Boolean);
  return [
    '# Benchmark results',
    '',
    `\`npm run bench${results.quick ? ' -- --quick' : ''}\` on ${results.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (${results.quick ? 'quick run' : 'full run'}, ${Math.round(results.totalSeconds)} s). ` +
      `Commit ${machine.commit}; Node ${machine.node}; ${machine.cpuCount} × ${machine.cpuModel}; ${machine.memoryGb.toFixed(0)} GB RAM; ` +
      `load average ${machine.loadAverage.atStart.toFixed(1)} at the start and ${machine.loadAverage.lastFiveMinutesAtEnd.toFixed(1)} over the last five minutes (other work on the machine skews the figures). ` +
      'A benchmark, not a test: it reports, it never fails on speed.',
    '',
    ...summary,
    '',
    ...sections.flatMap(([title, body]) => [`## ${title}`, '', body!, '']),
    '## How it was measured',
    '',
    ...method,
    '',
  ].join('\n');
}
