import type { DefaultContext, DefaultState, ParameterizedContext } from 'koa';
import type { ActiveSession } from './sessions';

/** What the chain has learnt of a request by the time its route runs: the session it came with, and how. */
export interface AppState extends DefaultState {
  session?: ActiveSession;
  /** How the session was presented: a cookie needs an Origin check on writes, a bearer token does not. */
  credential?: 'cookie' | 'bearer';
}

export type AppContext = ParameterizedContext<AppState, DefaultContext>;
