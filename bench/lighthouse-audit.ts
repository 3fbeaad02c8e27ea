import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './page-weight';
import { median } from './stats';

/** A page to audit; a private one (a visitor's own booking) is kept out of search engines on purpose. */
export interface AuditedPage {
  label: string;
  path: string;
  private?: boolean;
}

/** What one Lighthouse run measured of a page: scores 0–100, and its layout shifts (see layoutShifts). */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  shifts?: string[];
}

export interface LighthouseFigures extends AuditedPage, RunFigures {
  /** Runs Lighthouse could trace. */
  runs: number;
  /** The lowest and highest performance score over the runs. */
  performanceRange: [number, number];
  /** Each traced run's total blocking time and layout shift, in the order they ran. */
  tbtRunsMs: number[];
  clsRuns: number[];
  /** Lighthouse's own message when no run could measure the page (the figures are then meaningless). */
  runtimeError?: string;
}

interface ShiftItem {
  node?: { snippet?: string; selector?: string };
  score?: number;
  subItems?: { items: { cause?: string; extra?: { snippet?: string; value?: string } }[] };
}

/** Lighthouse's `layout-shifts` audit as lines a reader can act on: what moved, by how much, and why. */
export function layoutShifts(details: unknown): string[] | undefined {
  const items = (details as { items?: ShiftItem[] } | undefined)?.items;
  if (!items?.length) return undefined;
  return items.map((item) => {
    const element = item.node?.snippet ?? item.node?.selector ?? 'an element Lighthouse could not name';
    const causes = (item.subItems?.items ?? []).map((sub) => `${sub.cause ?? 'cause'}: ${sub.extra?.snippet ?? sub.extra?.value ?? ''}`.trim());
    return `${(item.score ?? 0).toFixed(4)} \`${element}\`${causes.length ? ` (${causes.join('; ')})` : ''}`;
  });
}

/**
 * A page's figures over its runs, each the median of its runs (Lighthouse CI's `median` aggregation): one figure is
 * never taken from a run chosen by another (with equal performance scores, any run is "the median run"). The layout
 * shifts shown are those of the run that shifted most.
 */
export function medianFigures(runs: readonly RunFigures[]): RunFigures & Pick<LighthouseFigures, 'performanceRange' | 'tbtRunsMs' | 'clsRuns'> {
  const of = (figure: keyof Omit<RunFigures, 'shifts'>) => median(runs.map((run) => run[figure]));
  const performances = runs.map((run) => run.performance);
  const mostShifted = runs.reduce<RunFigures | undefined>((kept, run) => (!kept || run.cls > kept.cls ? run : kept), undefined);
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    performanceRange: [Math.min(...performances), Math.max(...performances)],
    tbtRunsMs: runs.map((run) => run.tbtMs),
    clsRuns: runs.map((run) => run.cls),
    ...(mostShifted?.shifts ? { shifts: mostShifted.shifts } : {}),
  };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ATTEMPTS = 3;

/**
 * Lighthouse's default (mobile, simulated throttling) audit of each page, `runs` times, each figure reported as the
 * median of its runs (see medianFigures), as Lighthouse's own guidance on variability recommends several runs.
 */
export async function auditPages(baseUrl: string, pages: AuditedPage[], runs: number, progress: (line: string) => void): Promise<LighthouseFigures[]> {
  // Both packages are ES modules only; this file is loaded as CommonJS by tsx, so they come in through import().
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], logLevel: 'error' });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const results: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
      for (let run = 1; run <= runs; run += 1) {
        // A run Lighthouse could not trace (NO_NAVSTART, NO_FCP...) comes with its advice to run it again: so it is.
        for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
          progress(`${page.label} (run ${run} of ${runs}${attempt > 1 ? `, attempt ${attempt}` : ''})`);
          const outcome = await lighthouse(baseUrl + page.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
          if (!outcome) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          if (!outcome.lhr.runtimeError || attempt === ATTEMPTS) {
            results.push(outcome.lhr);
            break;
          }
        }
      }
      const score = (result: (typeof results)[number], category: string) => Math.round((result.categories[category]?.score ?? Number.NaN) * 100);
      const traced = results.filter((result) => !result.runtimeError);
      const measured = (traced.length ? traced : results).map((result): RunFigures => {
        const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
        const shifts = layoutShifts(result.audits['layout-shifts']?.details);
        return {
          performance: score(result, 'performance'),
          accessibility: score(result, 'accessibility'),
          bestPractices: score(result, 'best-practices'),
          seo: score(result, 'seo'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          ...(shifts ? { shifts } : {}),
        };
      });
      const runtimeError = traced.length ? undefined : results[0]?.runtimeError?.message;
      figures.push({ ...page, runs: traced.length, ...medianFigures(measured), ...(runtimeError ? { runtimeError } : {}) });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
