import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AppContext } from '../auth/app-state';
import { requireAdmin } from '../auth/middleware';
import { idParams, validate } from '../http/validate';
import { auditedTable } from '../tables/audited-table';
import type { TableRepository } from '../tables/table';
import type { AppDeps, AppRouter } from './app-deps';

interface CrudRouteOptions<Api> {
  /** e.g. '/api/packages' */
  path: string;
  repository: TableRepository<Api>;
  createSchema: z.ZodType<Record<string, unknown>>;
  /** The schema for updates; may depend on the body (PUT /api/packages/{id} accepts {isPopular} alone). */
  updateSchema?: z.ZodType<Record<string, unknown>> | ((body: unknown) => z.ZodType<Record<string, unknown>>);
  updateMethod?: 'put' | 'patch';
  /** Turns parsed input into the row to write (defaults, derived fields); `id` is set on updates. */
  prepare?: (input: Record<string, unknown>, ctx: AppContext, id?: number) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Runs after an update in its transaction, for example to follow a renamed category in the posts that use it. */
  afterUpdate?: (before: Api, after: Api, trx: Knex.Transaction) => Promise<void>;
  /** false when the resource registers its own POST (legal content creates or updates by type). */
  createRoute?: boolean;
  /** false when the resource registers its own reads (consultation types list only the active ones to visitors). */
  readRoutes?: boolean;
  /** Runs before a delete in its transaction; throws to refuse it (a consultation type that has bookings). */
  beforeRemove?: (id: number, trx: Knex.Transaction) => Promise<void>;
}

/**
 * The standard routes of a content resource: public list and item reads, admin-only create, update and delete.
 * Every write is parsed by the shared zod schema first, recorded in the audit log in its transaction, and answered
 * with the stored record.
 */
export function crudRoutes<Api extends { id: number }>(router: AppRouter, { audit }: AppDeps, options: CrudRouteOptions<Api>) {
  const { path, repository } = options;
  const prepare = options.prepare ?? ((input) => input);

  if (options.readRoutes !== false) {
    router.get(path, async (ctx) => {
      ctx.body = await repository.list();
    });

    router.get(`${path}/:id`, validate({ params: idParams }), async (ctx) => {
      ctx.body = await repository.get(ctx.input.params.id);
    });
  }

  if (options.createRoute !== false) {
    router.post(path, requireAdmin, validate({ body: options.createSchema }), async (ctx) => {
      const input = await prepare(ctx.input.body, ctx);
      ctx.status = 201;
      ctx.body = await audit.transaction(ctx, (write) => auditedTable(repository, write).create(input));
    });
  }

  const updateSchema = options.updateSchema ?? options.createSchema;
  router[options.updateMethod ?? 'put'](`${path}/:id`, requireAdmin, validate({ params: idParams, changes: updateSchema }), async (ctx) => {
    const { params, changes } = ctx.input;
    // Prepared before the transaction: preparing reads through the database, which SQLite's one connection would hold.
    const input = await prepare(changes, ctx, params.id);
    ctx.body = await audit.transaction(ctx, async (write) => {
      const { before, after } = await auditedTable(repository, write).update(params.id, input);
      await options.afterUpdate?.(before, after, write.trx);
      return after;
    });
  });

  router.delete(`${path}/:id`, requireAdmin, validate({ params: idParams }), async (ctx) => {
    const { id } = ctx.input.params;
    await audit.transaction(ctx, async (write) => {
      await options.beforeRemove?.(id, write.trx);
      await auditedTable(repository, write).remove(id);
    });
    ctx.status = 204;
  });
}
