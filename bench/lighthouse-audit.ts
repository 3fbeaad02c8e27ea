import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './page-weight';

/** A page to audit; a private one (a visitor's own booking) is kept out of search engines on purpose. */
export interface AuditedPage {
  label: string;
  path: string;
  private?: boolean;
}

export interface LighthouseFigures extends AuditedPage {
  /** Runs Lighthouse could trace. */
  runs: number;
  /** Scores 0–100 of the median run (by performance score). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The lowest and highest performance score over the runs. */
  performanceRange: [number, number];
  /** Lighthouse's own message when no run could measure the page (the figures are then meaningless). */
  runtimeError?: string;
  /** The median run's layout shifts, each as the element that moved most, its score and the causes Lighthouse found. */
  shifts?: string[];
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

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ATTEMPTS = 3;

/**
 * Lighthouse's default (mobile, simulated throttling) audit of each page, `runs` times; the run with the median
 * performance score is reported, as Lighthouse's own guidance on variability recommends.
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
      const byPerformance = (traced.length ? traced : results).sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const chosen = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
      const metric = (id: string) => chosen.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        ...page,
        runs: traced.length,
        performance: score(chosen, 'performance'),
        accessibility: score(chosen, 'accessibility'),
        bestPractices: score(chosen, 'best-practices'),
        seo: score(chosen, 'seo'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        performanceRange: [score(byPerformance[0]!, 'performance'), score(byPerformance.at(-1)!, 'performance')],
        runtimeError: chosen.runtimeError?.message,
        shifts: layoutShifts(chosen.audits['layout-shifts']?.details),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
