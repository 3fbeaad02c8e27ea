// The part of autocannon 9's API the bench uses (the package ships no types; see its README, "API").
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      total: number;
      sent: number;
    }

    interface Options {
      url: string;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Requests to make in all; takes precedence over duration and waits for every answer. */
      amount?: number;
      /** A first run whose figures are kept apart (results.warmup). */
      warmup?: { connections?: number; duration?: number };
      /** Seconds. */
      timeout?: number;
    }

    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      requests: Histogram;
      warmup?: Result;
    }
  }

  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
