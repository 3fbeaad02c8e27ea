import type { ConsultationType } from '@shared/schemas/booking';
import type { StartOptions } from '../app';
import { bookingServer } from './booking-server';
import { consultationTypeInput } from './factories';
import { paymobEnvironment, startStandIn } from './paymob-account';

/**
 * A booking server (its clock at NOW, moved by `setNow`) paid through a Paymob stand-in, with a type paid in full at
 * booking (600 EGP, refunded in full up to 24 hours before) and one taking a deposit (200 of 900 EGP); `stop` stops
 * both.
 */
export async function paidBookingServer(environment: Record<string, string> = {}, options: Omit<StartOptions, 'now'> = {}) {
  const paymob = await startStandIn();
  const booking = await bookingServer({ BOOKING_RATE_LIMIT: '1000', ...paymobEnvironment(paymob), ...environment }, options);
  const stop = async () => {
    await booking.server.stop();
    await paymob.close();
  };
  const { admin } = booking;
  const paid: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput({ nameEn: 'Paid consultation', nameAr: 'استشارة مدفوعة', priceCents: 60_000, paymentRule: 'full' }))).body;
  const deposit: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput({ nameEn: 'Programme start', nameAr: 'بداية البرنامج', priceCents: 90_000, paymentRule: 'deposit', depositCents: 20_000 }))).body;
  return { ...booking, paymob, paid, deposit, stop };
}
