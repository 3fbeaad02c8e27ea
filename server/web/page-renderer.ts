/**
 * The public pages' renderer (React's and every page's components): what a start would spend most of its time
 * compiling, and what only a page, the sitemap and the feed need. Loaded once, on first need; startServer asks for
 * it as soon as the server listens, so that the first page waits at most for the rest of the load.
 */
let loading: Promise<typeof import('../../web/app/server-entry')> | undefined;

/** The renderer, loaded once (see above). */
export const pageRenderer = () => (loading ??= import('../../web/app/server-entry'));
