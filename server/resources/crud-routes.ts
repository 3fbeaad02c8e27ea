import type { z } from 'zod';
import { requireAdmin, writer } from '../auth/middleware';
import type { AppContext, AppRouter } from '../http/context';
import { parseId, parseInput, parseUpdate } from '../http/parse';
import type { TableRepository } from './table';

export interface CrudRouteOptions<Api, S extends z.ZodType> {
  /** e.g. '/api/packages' */
  path: string;
  repository: TableRepository<Api>;
  createSchema: S;
  /** The schema for updates; may depend on the body (PUT /api/packages/{id} accepts {isPopular} alone). */
  updateSchema?: (body: unknown) => z.ZodType<Record<string, unknown>>;
  updateMethod?: 'put' | 'patch';
  /** Turns parsed input into the row to write (defaults, derived fields); `id` is set on updates. */
  prepare?: (input: Record<string, unknown>, ctx: AppContext, id?: number) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Runs after an update, for example to follow a renamed category in the posts that use it. */
  afterUpdate?: (before: Api, after: Api) => Promise<void>;
  /** false when the resource registers its own POST (legal content creates or updates by type). */
  createRoute?: boolean;
}

/**
 * The standard routes of a content resource: public list and item reads, admin-only create, update and delete.
 * Every write is parsed by the shared zod schema first and answered with the stored record.
 */
export function crudRoutes<Api, S extends z.ZodType>(router: AppRouter, options: CrudRouteOptions<Api, S>) {
  const { path, repository } = options;
  const prepare = options.prepare ?? ((input) => input);

  router.get(path, async (ctx) => {
    ctx.body = await repository.list();
  });

  router.get(`${path}/:id`, async (ctx) => {
    ctx.body = await repository.get(parseId(ctx.params.id));
  });

  if (options.createRoute !== false) {
    router.post(path, requireAdmin, async (ctx) => {
      const input = parseInput(options.createSchema, ctx.request.body) as Record<string, unknown>;
      ctx.status = 201;
      ctx.body = await repository.create(await prepare(input, ctx), writer(ctx));
    });
  }

  router[options.updateMethod ?? 'put'](`${path}/:id`, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const schema = options.updateSchema?.(ctx.request.body) ?? options.createSchema;
    const input = parseUpdate(schema, ctx.request.body) as Record<string, unknown>;
    const before = await repository.get(id);
    const after = await repository.update(id, await prepare(input, ctx, id), writer(ctx));
    await options.afterUpdate?.(before, after);
    ctx.body = after;
  });

  router.delete(`${path}/:id`, requireAdmin, async (ctx) => {
    await repository.remove(parseId(ctx.params.id));
    ctx.status = 204;
  });
}
