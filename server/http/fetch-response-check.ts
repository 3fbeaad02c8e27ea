/**
 * What the server bundle's Koa tests a body against to tell a fetch Response (`body instanceof Response`), without
 * making Node load its fetch implementation for every other body: Node makes the Response global on first use, which
 * costs about 35 ms and 13 MB, in the first JSON answer of every start, though the server may never fetch anything.
 * A body with a Response's methods is tested against the real class (which exists by then: the body was made with
 * it); any other body is none.
 */
export const FetchResponse = {
  [Symbol.hasInstance]: (value: unknown): boolean => typeof (value as { arrayBuffer?: unknown } | null | undefined)?.arrayBuffer === 'function' && value instanceof Response,
};
