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

    /** One connection's client (internal fields are optional: they may change between versions). */
    interface Client {
      pipelinedRequests?: { addBody?: (data: Uint8Array) => void };
    }

    /** One request of a connection's sequence; `setupRequest` may change it just before each time it is sent. */
    interface Request {
      method?: 'GET' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request) => Request;
    }

    interface Options {
      /** Several URLs: the connections go to them in turn. */
      url: string | string[];
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      /** The requests each connection sends in turn (the options above are their defaults). */
      requests?: Request[];
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Requests to make in all; takes precedence over duration and waits for every answer. */
      amount?: number;
      /** Seconds. */
      timeout?: number;
      /** Called with each connection's client before it starts. */
      setupClient?: (client: Client) => void;
      /** Milliseconds between samples; a run that ends by `amount` is only seen to end at a sample. */
      sampleInt?: number;
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
    }
  }

  /** A run: awaited for its result, or stopped early (its result then covers what ran). */
  function autocannon(options: autocannon.Options): PromiseLike<autocannon.Result> & { stop(): void };
  export = autocannon;
}
