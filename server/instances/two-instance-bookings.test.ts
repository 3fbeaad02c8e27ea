import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationType } from '@shared/schemas/booking';
import { bookingCount, bookingServer, NOW, THURSDAY } from '../test/booking-server';
import { bookingInput } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { freshPostgresDatabase, type PostgresDatabase } from '../test/postgres';

/* Bookings of one time sent at once through two instances on one PostgreSQL database: the database keeps one. */

describe('bookings through two instances', () => {
  let database: PostgresDatabase;
  let first: TestServer;
  let second: TestServer;
  let call: ConsultationType;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const environment = { DATABASE_URL: database.url, BOOKING_RATE_LIMIT: '1000' };
    ({ server: first, call } = await bookingServer(environment));
    second = await startTestServer(environment, { now: () => NOW });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it('stores exactly one of twenty bookings of one time sent at once, half to each instance; the others are 409 slot_unavailable', async () => {
    const start = `${THURSDAY}T08:00:00.000Z`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? first : second).client().post('/api/bookings', bookingInput({ typeId: call.id, start, email: `racer${index}@example.com` })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.body.error.code).toBe('slot_unavailable');
    expect(await bookingCount(second)).toBe(1);
  });
});
