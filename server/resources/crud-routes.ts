import type { Knex } from 'knex';
import { z } from 'zod';
import type { RecordRoutes } from '@shared/api-routes';
import { PREVIEW_PARAM } from '@shared/publication';
import { allStatusesQuery } from '@shared/schemas/publication';
import type { AuditedWrite } from '../audit/audit-log';
import type { AppContext } from '../auth/app-state';
import { requireAdmin, requireAdminWhen } from '../auth/middleware';
import { idParams, parseInput, validate } from '../http/validate';
import { auditedTable } from '../tables/audited-table';
import type { TableRepository } from '../tables/table';
import type { AppDeps, AppRouter } from './app-deps';

export interface CrudRouteOptions<Api> {
  /** The resource's patterns, e.g. API_ROUTES.packages. */
  routes: RecordRoutes;
  repository: TableRepository<Api>;
  createSchema: z.ZodType<Record<string, unknown>>;
  /** The schema for updates; may depend on the body (PUT /api/packages/{id} accepts {isPopular} alone). */
  updateSchema?: z.ZodType<Record<string, unknown>> | ((body: unknown) => z.ZodType<Record<string, unknown>>);
  updateMethod?: 'put' | 'patch';
  /** Turns parsed input into the row to write (defaults, derived fields); `id` is set on updates. */
  prepare?: (input: Record<string, unknown>, ctx: AppContext, id?: number) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Runs after an update in its audited write, for example to follow a renamed category in the posts that use it. */
  afterUpdate?: (before: Api, after: Api, write: AuditedWrite) => Promise<void>;
  /** Runs after every create (no `before`) and update in its transaction, for example to keep a revision of the record. */
  afterWrite?: (record: Api, write: AuditedWrite, before: Api | undefined) => Promise<void>;
  /** false when the resource registers its own POST (legal content creates or updates by type). */
  createRoute?: boolean;
  /** false when the resource registers its own reads (consultation types list only the active ones to visitors). */
  readRoutes?: boolean;
  /** Runs before a delete in its transaction; throws to refuse it (a consultation type that has bookings). */
  beforeRemove?: (id: number, trx: Knex.Transaction) => Promise<void>;
  /** Answers GET {item}: the row visitors see, unless told otherwise (a story shown through its preview link). */
  readOne?: (id: number, preview: string | undefined) => Promise<Api>;
}

const itemQuery = z.object({ [PREVIEW_PARAM]: z.string().max(200).optional() });

/**
 * The standard routes of a content resource: public list and item reads (what visitors see: no drafts, nothing
 * scheduled for later; `?status=all` lists everything, signed in), admin-only create, update and delete.
 * Every write is parsed by the shared zod schema first, recorded in the audit log in its transaction, and answered
 * with the stored record.
 */
export function crudRoutes<Api extends { id: number }>(router: AppRouter, { audit }: AppDeps, options: CrudRouteOptions<Api>) {
  const { routes, repository } = options;
  const prepare = options.prepare ?? ((input) => input);
  const readOne = options.readOne ?? ((id) => repository.getPublic(id));

  if (options.readRoutes !== false) {
    const asksForAll = requireAdminWhen((input: { query: { status?: string } }) => input.query.status === 'all');
    router.get(routes.list, validate({ query: allStatusesQuery }), asksForAll, async (ctx) => {
      ctx.body = ctx.input.query.status === 'all' ? await repository.list() : await repository.listPublic();
    });

    router.get(routes.item, validate({ params: idParams, query: itemQuery }), async (ctx) => {
      ctx.body = await readOne(ctx.input.params.id, ctx.input.query[PREVIEW_PARAM]);
    });
  }

  if (options.createRoute !== false) {
    router.post(routes.list, requireAdmin, validate({ body: options.createSchema }), async (ctx) => {
      const input = await prepare(ctx.input.body, ctx);
      ctx.status = 201;
      ctx.body = await audit.transaction(ctx, async (write) => {
        const created = await auditedTable(repository, write).create(input);
        await options.afterWrite?.(created, write, undefined);
        return created;
      });
    });
  }

  const updateSchema = options.updateSchema ?? options.createSchema;
  /** Writes parsed `changes` to the record `id` as an admin's update, audited, and answers the stored record. */
  async function update(ctx: AppContext, id: number, changes: Record<string, unknown>): Promise<Api> {
    // Prepared before the transaction: preparing reads through the database, which SQLite's one connection would hold.
    const input = await prepare(changes, ctx, id);
    return audit.transaction(ctx, async (write) => {
      const { before, after } = await auditedTable(repository, write).update(id, input);
      await options.afterUpdate?.(before, after, write);
      await options.afterWrite?.(after, write, before);
      return after;
    });
  }

  router[options.updateMethod ?? 'put'](routes.item, requireAdmin, validate({ params: idParams, changes: updateSchema }), async (ctx) => {
    ctx.body = await update(ctx, ctx.input.params.id, ctx.input.changes);
  });

  router.delete(routes.item, requireAdmin, validate({ params: idParams }), async (ctx) => {
    const { id } = ctx.input.params;
    await audit.transaction(ctx, async (write) => {
      await options.beforeRemove?.(id, write.trx);
      await auditedTable(repository, write).remove(id);
    });
    ctx.status = 204;
  });

  return {
    /** An update as the update route makes it, of `body` parsed by the update schema (a 400 naming its bad fields). */
    update: (ctx: AppContext, id: number, body: Record<string, unknown>) =>
      update(ctx, id, parseInput(typeof updateSchema === 'function' ? updateSchema(body) : updateSchema, body)),
  };
}
