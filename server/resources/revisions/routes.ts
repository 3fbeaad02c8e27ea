import type { Knex } from 'knex';
import { z } from 'zod';
import type { RecordsWithRevisionsRoutes } from '@shared/api-routes';
import { autosaveBodySchema, KEPT_ON_RESTORE } from '@shared/schemas/revision';
import { idParam } from '@shared/schemas/common';
import type { AppContext } from '../../auth/app-state';
import { requireAdmin } from '../../auth/middleware';
import { contentAutosaves, NEW_ITEM } from '../../content/autosaves';
import { contentRevisions, type RevisedEntity } from '../../content/revisions';
import { idParams, validate } from '../../http/validate';
import type { AppDeps, AppRouter } from '../app-deps';
import { crudRoutes, type CrudRouteOptions } from '../crud-routes';

interface RevisionRouteOptions<Api> extends CrudRouteOptions<Api> {
  routes: RecordsWithRevisionsRoutes;
  /** The fields holding the item's English and Arabic titles, shown in its list of revisions. */
  titleFields: RevisedEntity['titleFields'];
  /**
   * The restored fields as they are to be saved, given the item's current ones: a value the revision holds that no
   * longer means what it did then (a category renamed since) is the item's own again. As they are when not given.
   */
  restoring?: (restored: Record<string, unknown>, current: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

const revisionParams = z.object({ id: idParam, revisionId: idParam });

const kept = new Set<string>(KEPT_ON_RESTORE);

/**
 * The standard routes of `crudRoutes` for content with revisions, as Ghost keeps one of its posts: every save (create,
 * update, restore) keeps a revision in its transaction, and each admin's unsaved form of an item is kept as an autosave
 * until they save it. Adds, signed in only, at the `routes` of those names:
 * - GET `revisions` (newest first), GET `revision` (whole), and POST `restoreRevision`, which writes the revision's
 *   fields back as an audited update, all but KEPT_ON_RESTORE;
 * - GET (the autosave, or null), PUT and DELETE `autosave`, and `newAutosave` for an item not saved yet.
 * Deleting an item deletes its revisions and autosaves.
 */
export function crudRoutesWithRevisions<Api extends { id: number }>(router: AppRouter, deps: AppDeps, options: RevisionRouteOptions<Api>) {
  const { routes, repository, titleFields, restoring } = options;
  const revisions = contentRevisions(deps.db, deps.now);
  const autosaves = contentAutosaves(deps.db, deps.now);
  const subject: RevisedEntity = { entity: repository.audit.entity, fields: repository.audit.fields, titleFields };
  const { entity, fields } = subject;
  const adminOf = (ctx: AppContext) => ctx.state.session!.admin.id;
  const autosaveBody = autosaveBodySchema(fields);

  /**
   * The three autosave routes of one slot: the path's `id` names the item, which must exist (none: NEW_ITEM). Writes run
   * in the admin's write transaction, with the item's existence checked in it, but record no entry: an autosave comes
   * every two seconds while an admin types, changes nothing anyone else reads, and the save that follows it is recorded
   * with every field it changed. Entries for it would bury the log's real changes.
   */
  function autosaveRoutes(slotPath: string, params: z.ZodType<{ id?: number }>) {
    const slotOf = async (ctx: AppContext, id: number | undefined, connection?: Knex.Transaction) => {
      if (id !== undefined) await repository.get(id, connection);
      return { entity, recordId: id ?? NEW_ITEM, adminId: adminOf(ctx) };
    };
    router.get(slotPath, requireAdmin, validate({ params }), async (ctx) => {
      const autosave = await autosaves.get(await slotOf(ctx, ctx.input.params.id));
      // null rather than a 404: having no unsaved form is the usual answer, not a missing resource. Written as JSON
      // text, since Koa answers a null body with an empty 204.
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(autosave ?? null);
    });
    router.put(slotPath, requireAdmin, validate({ params, body: autosaveBody }), async (ctx) => {
      const { params: { id }, body: { values } } = ctx.input;
      ctx.body = await deps.audit.transaction(ctx, async ({ trx }) => autosaves.put(await slotOf(ctx, id, trx), values, trx));
    });
    router.delete(slotPath, requireAdmin, validate({ params }), async (ctx) => {
      const { id } = ctx.input.params;
      await deps.audit.transaction(ctx, async ({ trx }) => autosaves.remove(await slotOf(ctx, id, trx), trx));
      ctx.status = 204;
    });
  }

  // Before the standard routes, whose `item` would read 'autosave' as an id.
  autosaveRoutes(routes.newAutosave, z.object({}));
  autosaveRoutes(routes.autosave, idParams);

  const crud = crudRoutes(router, deps, {
    ...options,
    async afterWrite(record, write, before) {
      const author = write.source.actor;
      await revisions.keep(write.trx, subject, record, author && { id: author.id, name: author.name });
      // The saved item is newer than the admin's unsaved form of it, which would otherwise be offered again.
      if (author) {
        await autosaves.remove({ entity, recordId: record.id, adminId: author.id }, write.trx);
        if (!before) await autosaves.remove({ entity, recordId: NEW_ITEM, adminId: author.id }, write.trx);
      }
      await options.afterWrite?.(record, write, before);
    },
    async beforeRemove(id, trx) {
      await options.beforeRemove?.(id, trx);
      await revisions.removeAll(trx, entity, id);
      await autosaves.removeAll(trx, entity, id);
    },
  });

  router.get(routes.revisions, requireAdmin, validate({ params: idParams }), async (ctx) => {
    const { id } = ctx.input.params;
    await repository.get(id);
    ctx.body = await revisions.list(entity, id);
  });

  router.get(routes.revision, requireAdmin, validate({ params: revisionParams }), async (ctx) => {
    const { id, revisionId } = ctx.input.params;
    await repository.get(id);
    ctx.body = await revisions.get(entity, id, revisionId);
  });

  router.post(routes.restoreRevision, requireAdmin, validate({ params: revisionParams }), async (ctx) => {
    const { id, revisionId } = ctx.input.params;
    const current = (await repository.get(id)) as Api & Record<string, unknown>;
    const revision = await revisions.get(entity, id, revisionId);
    // The item's own values under the revision's: a field added to the schema since, or kept on restore, stays as it is.
    const restored = Object.fromEntries(
      fields.flatMap((field) => {
        const value = kept.has(field) || revision.fields[field] == null ? current[field] : revision.fields[field];
        return value == null ? [] : [[field, value]];
      }),
    );
    ctx.body = await crud.update(ctx, id, restoring ? await restoring(restored, current) : restored);
  });
}
