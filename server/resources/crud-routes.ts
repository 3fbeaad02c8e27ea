import type { Knex } from 'knex';
import type { z } from 'zod';
import { auditedTable } from '../tables/audited-table';
import { requireAdmin, writer } from '../auth/middleware';
import type { AppContext } from '../auth/app-state';
import type { AppDeps, AppRouter } from './app-deps';
import { parseId, parseInput, parseUpdate } from '../http/parse';
import type { TableRepository } from '../tables/table';

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
  /** Runs after an update in its transaction, for example to follow a renamed category in the posts that use it. */
  afterUpdate?: (before: Api, after: Api, trx: Knex.Transaction) => Promise<void>;
  /** false when the resource registers its own POST (legal content creates or updates by type). */
  createRoute?: boolean;
}

/**
 * The standard routes of a content resource: public list and item reads, admin-only create, update and delete.
 * Every write is parsed by the shared zod schema first, recorded in the audit log in its transaction, and answered
 * with the stored record.
 */
export function crudRoutes<Api extends { id: number }, S extends z.ZodType>(router: AppRouter, { audit }: AppDeps, options: CrudRouteOptions<Api, S>) {
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
      const input = await prepare(parseInput(options.createSchema, ctx.request.body) as Record<string, unknown>, ctx);
      ctx.status = 201;
      ctx.body = await audit.transaction(ctx, (trx, record) => auditedTable(repository, trx, record, writer(ctx)).create(input));
    });
  }

  router[options.updateMethod ?? 'put'](`${path}/:id`, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const schema = options.updateSchema?.(ctx.request.body) ?? options.createSchema;
    // Prepared before the transaction: preparing reads through the database, which SQLite's one connection would hold.
    const input = await prepare(parseUpdate(schema, ctx.request.body) as Record<string, unknown>, ctx, id);
    ctx.body = await audit.transaction(ctx, async (trx, record) => {
      const { before, after } = await auditedTable(repository, trx, record, writer(ctx)).update(id, input);
      await options.afterUpdate?.(before, after, trx);
      return after;
    });
  });

  router.delete(`${path}/:id`, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    await audit.transaction(ctx, (trx, record) => auditedTable(repository, trx, record, writer(ctx)).remove(id));
    ctx.status = 204;
  });
}
