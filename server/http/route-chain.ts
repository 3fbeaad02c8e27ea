/**
 * The steps of a route's chain that guard a write: a rate limit, the sign-in and the validation of its input. Each
 * factory marks the middleware it returns, so that a test can read off the router which steps every route runs.
 */
export type ChainStep = 'limit' | 'requireAdmin' | 'validate';

const CHAIN_STEP = Symbol('route chain step');

/** `middleware`, marked as the chain's `step`. */
export function chainStep<Step extends object>(step: ChainStep, middleware: Step): Step {
  return Object.assign(middleware, { [CHAIN_STEP]: step });
}

/** The step `middleware` was marked as, if any. */
export const chainStepOf = (middleware: unknown): ChainStep | undefined =>
  typeof middleware === 'function' ? (middleware as { [CHAIN_STEP]?: ChainStep })[CHAIN_STEP] : undefined;
