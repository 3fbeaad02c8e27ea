import type { Middleware } from 'koa';
import type { KoaBodyMiddlewareOptions } from 'koa-body';

/** The methods whose bodies koa-body reads (its default `parsedMethods`, which `bodyParser` does not let one change). */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * koa-body's parser with these options, its module loaded by the first request with a body to parse: koa-body and what
 * it brings (co-body, qs and its helpers, formidable) are among the heaviest modules of the server, which a start does
 * not need and a server that only answers reads never loads.
 */
export function bodyParser(options: Omit<Partial<KoaBodyMiddlewareOptions>, 'parsedMethods'>): Middleware {
  let parser: Promise<Middleware> | undefined;
  return async (ctx, next) => {
    if (!PARSED_METHODS.has(ctx.method)) return next();
    parser ??= import('koa-body').then(({ koaBody }) => koaBody(options));
    return (await parser)(ctx, next);
  };
}
