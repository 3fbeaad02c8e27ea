import { stringify } from 'csv-stringify/sync';
import { contactInfoInputSchema } from '../../../shared/schemas/contact-info';
import { contactSubmissionUpdateSchema, type ContactSubmission } from '../../../shared/schemas/contact-submission';
import { requireAdmin, writer } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../../http/context';
import { parseId, parseInput } from '../../http/parse';
import { respondJson } from '../../http/respond';

const CSV_COLUMNS: (keyof ContactSubmission)[] = ['id', 'submittedAt', 'name', 'email', 'phone', 'packageInterest', 'message', 'isRead'];

/** The public contact form, the leads inbox and the practice's contact information. */
export function contactRoutes(router: AppRouter, { repositories, contactIntake }: AppDeps) {
  const submissions = repositories.contactSubmissions;

  router.post('/api/contact', async (ctx) => {
    await contactIntake.admit(ctx.ip);
    ctx.status = 201;
    ctx.body = await contactIntake.submit(ctx.request.body);
  });

  router.get('/api/contact-submissions', requireAdmin, async (ctx) => {
    ctx.body = await submissions.list();
  });

  router.get('/api/contact-submissions/export.csv', requireAdmin, async (ctx) => {
    const rows = await submissions.list();
    const csv = stringify(rows.map((row) => CSV_COLUMNS.map((column) => row[column])), {
      header: true,
      columns: CSV_COLUMNS as string[],
      // A visitor's text that starts like a formula would run as one in a spreadsheet (CSV injection): quote it as text.
      cast: { boolean: (value) => String(value), string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
    });
    ctx.set('Content-Disposition', 'attachment; filename="contact-submissions.csv"');
    ctx.type = 'text/csv; charset=utf-8';
    // The byte-order mark makes spreadsheet programs read the Arabic text as UTF-8.
    ctx.body = `\uFEFF${csv}`;
  });

  router.patch('/api/contact-submissions/:id', requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const input = parseInput(contactSubmissionUpdateSchema, ctx.request.body);
    ctx.body = await submissions.update(id, input);
  });

  router.delete('/api/contact-submissions/:id', requireAdmin, async (ctx) => {
    await submissions.remove(parseId(ctx.params.id));
    ctx.status = 204;
  });

  router.get('/api/contact-info', async (ctx) => {
    respondJson(ctx, await repositories.contactInfo.single());
  });

  router.post('/api/contact-info', requireAdmin, async (ctx) => {
    const input = parseInput(contactInfoInputSchema, ctx.request.body);
    ctx.body = await repositories.contactInfo.saveSingle(input, writer(ctx));
  });
}
