import { availabilitySchema, consultationTypeInputSchema, slotQuerySchema } from '../../../shared/schemas/booking';
import { requireAdmin } from '../../auth/middleware';
import { bookingFormSchema } from '../../booking/booking-intake';
import { authenticationRequired, conflict } from '../../http/errors';
import { acceptedLanguage } from '../../http/accepted-language';
import { limit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { auditedTable } from '../../tables/audited-table';
import type { AppDeps, AppRouter } from '../app-deps';
import { crudRoutes } from '../crud-routes';
import { typeListQuerySchema } from './schema';

/** Online booking: the consultation types, the practice's availability, the free times, and booking one. */
export function bookingRoutes(router: AppRouter, deps: AppDeps) {
  const { repositories, schedule, bookingIntake, audit } = deps;
  const types = repositories.consultationTypes;

  router.get('/api/booking/types', validate({ query: typeListQuerySchema }), async (ctx) => {
    const { all } = ctx.input.query;
    if (all && !ctx.state.session) throw authenticationRequired();
    ctx.body = await types.ordered(all);
  });

  crudRoutes(router, deps, {
    path: '/api/booking/types',
    repository: types,
    createSchema: consultationTypeInputSchema,
    readRoutes: false,
    async beforeRemove(id, trx) {
      if (await repositories.bookings.anyOfType(id, trx)) {
        throw conflict('This consultation type has bookings and cannot be deleted: make it inactive instead, so that visitors no longer see it');
      }
    },
  });

  router.get('/api/booking/availability', requireAdmin, async (ctx) => {
    ctx.body = await schedule.availability();
  });

  router.put('/api/booking/availability', requireAdmin, validate({ body: availabilitySchema }), async (ctx) => {
    const saved = await audit.transaction(ctx, (write) => auditedTable(repositories.bookingSettings, write).saveSingle({ availability: ctx.input.body }));
    ctx.body = saved.availability;
  });

  router.get('/api/booking/slots', validate({ query: slotQuerySchema }), async (ctx) => {
    const { type: typeId, from, to } = ctx.input.query;
    ctx.body = await schedule.freeTimes(await schedule.bookableType(typeId), from, to);
  });

  router.post('/api/bookings', limit(bookingIntake.perAddress), validate({ body: bookingFormSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await bookingIntake.book(ctx.input.body, acceptedLanguage(ctx));
  });
}
