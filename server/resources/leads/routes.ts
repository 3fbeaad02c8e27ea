import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { API_ROUTES } from '@shared/api-routes';
import {
  TOTAL_COUNT_HEADER,
  leadListQuerySchema,
  leadsExportFileName,
  leadUpdateSchema,
  leadNoteInputSchema,
  type Lead,
  type LeadDetail,
  type LeadAuthor,
} from '@shared/schemas/lead';
import { requestAttribution } from '../../analytics/visitor-request';
import type { AppContext } from '../../auth/app-state';
import { requireAdmin } from '../../auth/middleware';
import { acceptedLanguage } from '../../http/accepted-language';
import { limit } from '../../http/rate-limit';
import { idParams, validate } from '../../http/validate';
import { contactFormSchema } from '../../leads/intake';
import { recordChange } from '../../tables/audited-table';
import type { AppDeps, AppRouter } from '../app-deps';

const CSV_COLUMNS: (keyof Lead)[] = ['id', 'submittedAt', 'name', 'email', 'phone', 'packageInterest', 'message', 'isRead', 'status', 'language'];

/** The signed-in admin, as the author of a note or a status change. */
const author = (ctx: AppContext): LeadAuthor => ({ id: ctx.state.session!.admin.id, name: ctx.state.session!.admin.name });

/** The public contact form and the leads inbox (pipeline, notes, search, statistics, export). */
export function leadRoutes(router: AppRouter, { config, repositories, leadIntake, mail, whatsapp, audit, now, pageViews }: AppDeps) {
  const leads = repositories.leads;

  router.post(API_ROUTES.leads.intake, limit(leadIntake.perAddress), validate({ body: contactFormSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await leadIntake.store(ctx.input.body, acceptedLanguage(ctx), await requestAttribution(ctx, config, pageViews));
  });

  router.get(API_ROUTES.leads.list, requireAdmin, validate({ query: leadListQuerySchema }), async (ctx) => {
    const page = await leads.list(ctx.input.query);
    ctx.set(TOTAL_COUNT_HEADER, String(page.total));
    ctx.body = page.leads;
  });

  // Before /:id, which would read these names as ids.
  router.get(API_ROUTES.leads.stats, requireAdmin, async (ctx) => {
    ctx.body = await leads.stats();
  });

  router.get(API_ROUTES.leads.export, requireAdmin, validate({ query: leadListQuerySchema }), async (ctx) => {
    const filters = ctx.input.query;
    const csv = stringify({
      // The byte-order mark makes spreadsheet programs read the Arabic text as UTF-8.
      bom: true,
      header: true,
      columns: CSV_COLUMNS as string[],
      // A visitor's text that starts like a formula would run as one in a spreadsheet (CSV injection): quote it as text.
      cast: { boolean: (value) => String(value), string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
    });
    // Streamed in batches: an export of every lead never holds them all in memory. A failure half-way ends the
    // download early (the answer has begun; Koa logs the error).
    const rows = async function* () {
      for await (const lead of leads.each(filters)) yield CSV_COLUMNS.map((column) => lead[column]);
    };
    pipeline(Readable.from(rows()), csv, () => undefined);
    ctx.set('Content-Disposition', `attachment; filename="${leadsExportFileName(now())}"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });

  router.get(API_ROUTES.leads.item, requireAdmin, validate({ params: idParams }), async (ctx) => {
    const { id } = ctx.input.params;
    const lead = await leads.detail(id);
    ctx.body = { ...lead, emailAlert: await mail.alertState(id), whatsapp: await whatsapp.leadConversation(lead) } satisfies LeadDetail;
  });

  router.patch(API_ROUTES.leads.item, requireAdmin, validate({ params: idParams, changes: leadUpdateSchema }), async (ctx) => {
    const { params, changes } = ctx.input;
    ctx.body = await audit.transaction(ctx, async ({ trx, record }) => {
      const before = await leads.get(params.id, trx);
      const after = await leads.update(params.id, changes, author(ctx), trx);
      await recordChange(record, leads.audit, before, after);
      return after;
    });
  });

  router.post(API_ROUTES.leads.notes, requireAdmin, validate({ params: idParams, body: leadNoteInputSchema }), async (ctx) => {
    const { params: { id }, body: { text } } = ctx.input;
    ctx.status = 201;
    ctx.body = await audit.transaction(ctx, async ({ trx, record }) => {
      const note = await leads.addNote(id, text, author(ctx), trx);
      const lead = await leads.get(id, trx);
      await record({ action: 'lead.note_added', entity: 'lead', entityId: id, summary: leads.audit.describe(lead) });
      return note;
    });
  });

  router.delete(API_ROUTES.leads.item, requireAdmin, validate({ params: idParams }), async (ctx) => {
    const { id } = ctx.input.params;
    await audit.transaction(ctx, async ({ trx, record }) => {
      const lead = await leads.get(id, trx);
      await mail.forget(id, trx);
      await whatsapp.forget(id, trx);
      await leads.remove(id, trx);
      await recordChange(record, leads.audit, lead, undefined);
    });
    ctx.status = 204;
  });
}
