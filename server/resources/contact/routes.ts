import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { LANGUAGES, type Language } from '../../../shared/constants';
import { contactInfoInputSchema } from '../../../shared/schemas/contact-info';
import {
  TOTAL_COUNT_HEADER,
  contactSubmissionListQuerySchema,
  contactSubmissionUpdateSchema,
  leadNoteInputSchema,
  type ContactSubmission,
  type ContactSubmissionDetail,
  type LeadAuthor,
} from '../../../shared/schemas/contact-submission';
import { auditedTable, recordChange } from '../../audit/audited-table';
import { requireAdmin, writer } from '../../auth/middleware';
import type { AppContext, AppDeps, AppRouter } from '../../http/context';
import { parseId, parseInput, parseUpdate } from '../../http/parse';
import { respondJson } from '../../http/respond';

const CSV_COLUMNS: (keyof ContactSubmission)[] = ['id', 'submittedAt', 'name', 'email', 'phone', 'packageInterest', 'message', 'isRead', 'status', 'language'];

/** The signed-in admin, as the author of a note or a status change. */
const author = (ctx: AppContext): LeadAuthor => ({ id: ctx.state.session!.admin.id, name: ctx.state.session!.admin.name });

/** The visitor's language from Accept-Language, English when it names neither. */
const acceptedLanguage = (ctx: AppContext): Language => (ctx.acceptsLanguages([...LANGUAGES]) || 'en') as Language;

/** The public contact form, the leads inbox (pipeline, notes, search, statistics, export) and the practice's contact information. */
export function contactRoutes(router: AppRouter, { repositories, contactIntake, mail, audit }: AppDeps) {
  const submissions = repositories.contactSubmissions;

  router.post('/api/contact', async (ctx) => {
    await contactIntake.admit(ctx.ip);
    ctx.status = 201;
    ctx.body = await contactIntake.submit(ctx.request.body, acceptedLanguage(ctx));
  });

  router.get('/api/contact-submissions', requireAdmin, async (ctx) => {
    const { leads, total } = await submissions.list(parseInput(contactSubmissionListQuerySchema, ctx.query));
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = leads;
  });

  // Before /:id, which would read these names as ids.
  router.get('/api/contact-submissions/stats', requireAdmin, async (ctx) => {
    ctx.body = await submissions.stats();
  });

  router.get('/api/contact-submissions/export.csv', requireAdmin, async (ctx) => {
    const filters = parseInput(contactSubmissionListQuerySchema, ctx.query);
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
      for await (const lead of submissions.each(filters)) yield CSV_COLUMNS.map((column) => lead[column]);
    };
    pipeline(Readable.from(rows()), csv, () => undefined);
    ctx.set('Content-Disposition', 'attachment; filename="contact-submissions.csv"');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });

  router.get('/api/contact-submissions/:id', requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const lead = await submissions.detail(id);
    ctx.body = { ...lead, emailAlert: await mail.alertState(id) } satisfies ContactSubmissionDetail;
  });

  router.patch('/api/contact-submissions/:id', requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const input = parseUpdate(contactSubmissionUpdateSchema, ctx.request.body);
    ctx.body = await audit.transaction(ctx, async (trx, record) => {
      const before = await submissions.get(id, trx);
      const after = await submissions.update(id, input, author(ctx), trx);
      await recordChange(record, submissions.audit, before, after);
      return after;
    });
  });

  router.post('/api/contact-submissions/:id/notes', requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { text } = parseInput(leadNoteInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await audit.transaction(ctx, async (trx, record) => {
      const note = await submissions.addNote(id, text, author(ctx), trx);
      const lead = await submissions.get(id, trx);
      await record({ action: 'lead.note_added', entity: 'lead', entityId: id, summary: submissions.audit.describe(lead) });
      return note;
    });
  });

  router.delete('/api/contact-submissions/:id', requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    await audit.transaction(ctx, async (trx, record) => {
      const lead = await submissions.get(id, trx);
      await mail.forget(id, trx);
      await submissions.remove(id, trx);
      await recordChange(record, submissions.audit, lead, undefined);
    });
    ctx.status = 204;
  });

  router.get('/api/contact-info', async (ctx) => {
    respondJson(ctx, await repositories.contactInfo.single());
  });

  router.post('/api/contact-info', requireAdmin, async (ctx) => {
    const input = parseInput(contactInfoInputSchema, ctx.request.body);
    ctx.body = await audit.transaction(ctx, (trx, record) => auditedTable(repositories.contactInfo, trx, record, writer(ctx)).saveSingle(input));
  });
}
