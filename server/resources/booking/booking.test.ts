import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAvailability, type AvailabilityInput, type ConsultationType } from '@shared/schemas/booking';
import { adminSocket } from '../../test/admin-socket';
import { bookingCount, bookingServer, FRIDAY, NOW, problems, slotStarts, THURSDAY, WEDNESDAY } from '../../test/booking-server';
import { bookingInput, consultationTypeInput, contactInput } from '../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

describe('booking', () => {
  let server: TestServer;
  let admin: TestClient;
  let consultation: ConsultationType;
  let call: ConsultationType;
  beforeAll(async () => {
    ({ server, admin, consultation, call } = await bookingServer({ BOOKING_RATE_LIMIT: '1000' }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('consultation types', () => {
    it('lists the active ones to visitors by display order, and every one with ?all=true to a signed-in admin only', async () => {
      const hidden = (await admin.post('/api/booking/types', consultationTypeInput({ nameEn: 'Retired plan', isActive: false }))).body;
      const first = (await admin.post('/api/booking/types', consultationTypeInput({ nameEn: 'Follow-up' }))).body;
      await admin.put(`/api/booking/types/${consultation.id}`, consultationTypeInput({ displayOrder: 2 }));
      const visitor = await server.client().get('/api/booking/types');
      expect(visitor.status).toBe(200);
      expect(visitor.body.map((type: ConsultationType) => type.id)).toEqual([call.id, first.id, consultation.id]);
      expect((await server.client().get('/api/booking/types?all=true')).status).toBe(401);
      const all = await admin.get('/api/booking/types?all=true');
      expect(all.body.map((type: ConsultationType) => type.id)).toEqual([call.id, hidden.id, first.id, consultation.id]);
      expect(all.body.find((type: ConsultationType) => type.id === hidden.id)).toMatchObject({ nameEn: 'Retired plan', isActive: false });
      await admin.delete(`/api/booking/types/${first.id}`);
      await admin.delete(`/api/booking/types/${hidden.id}`);
    });

    it('refuses bad input naming each field, and every write signed out', async () => {
      expect(problems(await admin.post('/api/booking/types', {}))).toEqual(
        expect.arrayContaining(['nameEn: required', 'nameAr: required', 'durationMinutes: required', 'mode: invalid_choice']),
      );
      expect(problems(await admin.post('/api/booking/types', consultationTypeInput({ durationMinutes: 5 })))).toEqual(['durationMinutes: too_small']);
      expect(problems(await admin.post('/api/booking/types', consultationTypeInput({ mode: 'online', locationEn: 'javascript:alert(1)', locationAr: '' })))).toEqual(['locationEn: invalid_link']);
      const visitor = server.client();
      expect((await visitor.post('/api/booking/types', consultationTypeInput())).status).toBe(401);
      expect((await visitor.put(`/api/booking/types/${call.id}`, consultationTypeInput())).status).toBe(401);
      expect((await visitor.delete(`/api/booking/types/${call.id}`)).status).toBe(401);
    });

    it('updates and deletes a type, each in the audit log; one with bookings is refused (409) rather than lose them', async () => {
      const created = await admin.post('/api/booking/types', consultationTypeInput({ nameEn: 'Short check-in', durationMinutes: 20 }));
      expect(created.status).toBe(201);
      const updated = await admin.put(`/api/booking/types/${created.body.id}`, consultationTypeInput({ nameEn: 'Short check-in', durationMinutes: 30 }));
      expect(updated.body).toMatchObject({ id: created.body.id, durationMinutes: 30, isActive: true, displayOrder: 0 });
      expect((await admin.delete(`/api/booking/types/${created.body.id}`)).status).toBe(204);
      const log = await admin.get('/api/audit-log?entity=consultation_type');
      expect(log.body.items.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['consultation_type.created', 'consultation_type.updated', 'consultation_type.deleted']));

      const booked = (await admin.post('/api/booking/types', consultationTypeInput({ nameEn: 'Booked type', durationMinutes: 30 }))).body;
      expect((await server.client().post('/api/bookings', bookingInput({ typeId: booked.id, start: `${FRIDAY.replace('04', '07')}T14:00:00.000Z` }))).status).toBe(201);
      const refused = await admin.delete(`/api/booking/types/${booked.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toMatch(/has bookings/);
      expect((await admin.get('/api/booking/types?all=true')).body.map((type: ConsultationType) => type.id)).toContain(booked.id);
      await admin.put(`/api/booking/types/${booked.id}`, consultationTypeInput({ nameEn: 'Booked type', durationMinutes: 30, isActive: false }));
    });
  });

  describe('availability', () => {
    it('answers the saved availability to a signed-in admin only', async () => {
      expect((await admin.get('/api/booking/availability')).body).toEqual(demoAvailability());
      expect((await server.client().get('/api/booking/availability')).status).toBe(401);
      expect((await server.client().put('/api/booking/availability', demoAvailability())).status).toBe(401);
    });

    it('refuses an unknown zone, an end before its start and overlapping ranges, naming the field and its problem', async () => {
      const saved = (changes: Partial<AvailabilityInput>) => admin.put('/api/booking/availability', { ...demoAvailability(), ...changes });
      expect(problems(await saved({ timeZone: 'Mars/Olympus_Mons' }))).toEqual(['timeZone: invalid_time_zone']);
      expect(problems(await saved({ weekly: [{ weekday: 1, start: '18:00', end: '10:00' }] }))).toEqual(['weekly.0.end: ends_before_start']);
      expect(problems(await saved({ weekly: [{ weekday: 1, start: '10:00', end: '14:00' }, { weekday: 1, start: '13:00', end: '18:00' }] }))).toEqual(['weekly.1.start: overlaps']);
      expect(problems(await saved({ exceptions: [{ date: '2026-02-30', closed: true }] }))).toEqual(['exceptions.0.date: invalid']);
      expect((await admin.get('/api/booking/availability')).body).toEqual(demoAvailability());
    });

    it('starts from the schema defaults, with no hours, when nothing was saved', async () => {
      const fresh = await startTestServer({}, { now: () => NOW });
      try {
        const answer = await (await fresh.admin()).get('/api/booking/availability');
        expect(answer.body).toMatchObject({ timeZone: 'Africa/Cairo', weekly: [], exceptions: [], slotStepMinutes: 15, bufferMinutes: 0, minNoticeMinutes: 720 });
      } finally {
        await fresh.stop();
      }
    });
  });

  describe('free times', () => {
    it('offers each step of the demo hours in Cairo, from the minimum notice on, and nothing on a Friday', async () => {
      const visitor = server.client();
      const starts = await slotStarts(visitor, consultation.id, '2026-12-01', FRIDAY);
      const wednesday = starts.filter((start) => start.startsWith(WEDNESDAY));
      expect(wednesday[0]).toBe(`${WEDNESDAY}T08:00:00.000Z`);
      expect(wednesday.at(-1)).toBe(`${WEDNESDAY}T15:15:00.000Z`);
      expect(wednesday).toHaveLength(30);
      // Tuesday's hours end before now plus 12 hours' notice; Friday is the day off.
      expect(starts.filter((start) => start.startsWith('2026-12-01') || start.startsWith(FRIDAY))).toEqual([]);
      expect(await slotStarts(visitor, consultation.id, FRIDAY)).toEqual([]);
    });

    it('covers a week from the first date that can be booked when no dates are named, and says which dates it covers', async () => {
      const visitor = server.client();
      // Now plus 12 hours' notice is still Tuesday in Cairo; the horizon is 60 days on.
      const bookable = { timeZone: 'Africa/Cairo', firstBookableDate: '2026-12-01', lastBookableDate: '2027-01-30' };
      const week = await visitor.get(`/api/booking/slots?type=${consultation.id}`);
      expect(week.status).toBe(200);
      expect(week.body).toMatchObject({ ...bookable, from: '2026-12-01', to: '2026-12-07' });
      expect(week.body.slots.map((slot: { start: string }) => slot.start)).toEqual(await slotStarts(visitor, consultation.id, '2026-12-01', '2026-12-07'));
      expect((await visitor.get(`/api/booking/slots?type=${consultation.id}&from=2026-12-10`)).body).toMatchObject({ ...bookable, from: '2026-12-10', to: '2026-12-16' });
    });

    it('answers 404 for an unknown or inactive type and 400 for a bad or reversed range', async () => {
      const visitor = server.client();
      expect((await visitor.get(`/api/booking/slots?type=999999&from=${WEDNESDAY}&to=${WEDNESDAY}`)).status).toBe(404);
      const inactive = (await admin.post('/api/booking/types', consultationTypeInput({ isActive: false }))).body;
      expect((await visitor.get(`/api/booking/slots?type=${inactive.id}&from=${WEDNESDAY}&to=${WEDNESDAY}`)).status).toBe(404);
      expect(problems(await visitor.get(`/api/booking/slots?type=${call.id}&from=${THURSDAY}&to=${WEDNESDAY}`))).toEqual(['to: ends_before_start']);
      expect(problems(await visitor.get(`/api/booking/slots?type=${call.id}&from=2026-13-01&to=${WEDNESDAY}`))).toEqual(['from: invalid']);
      expect(problems(await visitor.get(`/api/booking/slots?type=${call.id}&from=2026-12-01&to=2027-03-01`))).toEqual(['to: too_many_days']);
    });

    it('takes away the times a booking overlaps, widened by the buffer', async () => {
      const day = '2026-12-08';
      const booked = await server.client().post('/api/bookings', bookingInput({ typeId: consultation.id, start: `${day}T10:00:00.000Z`, email: 'buffer@example.com' }));
      expect(booked.status).toBe(201);
      const around = (starts: string[]) => starts.filter((start) => start >= `${day}T09:00` && start < `${day}T11:01`).map((start) => start.slice(11, 16));
      expect(around(await slotStarts(server.client(), consultation.id, day))).toEqual(['09:00', '09:15', '10:45', '11:00']);
      await admin.put('/api/booking/availability', { ...demoAvailability(), bufferMinutes: 15 });
      try {
        expect(around(await slotStarts(server.client(), consultation.id, day))).toEqual(['09:00', '11:00']);
      } finally {
        await admin.put('/api/booking/availability', demoAvailability());
      }
    });
  });

  describe('booking a time', () => {
    it('answers 201 with the time and the visitor’s own link, and the time is no longer offered', async () => {
      const start = `${WEDNESDAY}T12:00:00.000Z`;
      const answer = await server.client().post('/api/bookings', bookingInput({ typeId: call.id, start: '2026-12-02T14:00:00+02:00' }));
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ id: expect.any(Number), typeId: call.id, start, end: `${WEDNESDAY}T12:15:00.000Z`, status: 'confirmed', manageUrl: expect.stringMatching(/^\/booking\/[\w-]{43}$/) });
      expect(await slotStarts(server.client(), call.id, WEDNESDAY)).not.toContain(start);
      const [row] = await server.db('bookings').where({ id: answer.body.id });
      // Only the token's hash is stored.
      expect(JSON.stringify(row)).not.toContain(answer.body.manageUrl.slice('/booking/'.length));
      expect(row).toMatchObject({ status: 'confirmed', name: 'Laila Hassan', language: 'ar', sequence: 0 });
    });

    it('stores exactly one of twenty bookings of one time sent at once; the others are 409 slot_unavailable', async () => {
      const start = `${THURSDAY}T08:00:00.000Z`;
      const before = await bookingCount(server);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => server.client().post('/api/bookings', bookingInput({ typeId: call.id, start, email: `racer${index}@example.com` }))),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(19);
      for (const answer of refused) expect(answer.body.error.code).toBe('slot_unavailable');
      expect(await bookingCount(server)).toBe(before + 1);
      expect(await server.db('bookings').where({ startAt: start })).toHaveLength(1);
    });

    it('stores exactly one of overlapping bookings of different starts sent at once', async () => {
      const starts = ['10:00', '10:15', '10:30'].map((time) => `2026-12-09T${time}:00.000Z`);
      const answers = await Promise.all(
        starts.flatMap((start, index) => [1, 2, 3].map((copy) => server.client().post('/api/bookings', bookingInput({ typeId: consultation.id, start, email: `overlap${index}-${copy}@example.com` })))),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(8).fill(409)]);
      expect(await server.db('bookings').where('startAt', '>=', '2026-12-09').where('startAt', '<', '2026-12-10')).toHaveLength(1);
    });

    it('refuses a time overlapping another booking of a different start, a time off the grid, closed or too soon', async () => {
      const longer = await server.client().post('/api/bookings', bookingInput({ typeId: consultation.id, start: `${THURSDAY}T12:00:00.000Z` }));
      expect(longer.status).toBe(201);
      for (const [typeId, start] of [
        [call.id, `${THURSDAY}T12:30:00.000Z`],
        [call.id, `${THURSDAY}T13:05:00.000Z`],
        [call.id, `${FRIDAY}T10:00:00.000Z`],
        [call.id, '2026-12-01T12:00:00.000Z'],
      ] as const) {
        const answer = await server.client().post('/api/bookings', bookingInput({ typeId, start }));
        expect([start, answer.status, answer.body.error?.code]).toEqual([start, 409, 'slot_unavailable']);
      }
    });

    it('answers 404 for an unknown or inactive type and 400 naming the bad fields', async () => {
      const visitor = server.client();
      expect((await visitor.post('/api/bookings', bookingInput({ typeId: 999999, start: `${WEDNESDAY}T09:00:00.000Z` }))).status).toBe(404);
      expect(problems(await visitor.post('/api/bookings', { typeId: call.id, start: 'tomorrow', name: '', email: 'nobody', language: 'fr' }))).toEqual(
        expect.arrayContaining(['start: invalid', 'name: required', 'email: invalid_email', 'language: invalid_choice']),
      );
    });

    it('answers a filled honeypot like a booking, but stores nothing, tells nobody and keeps the time free', async () => {
      const { socket, messages } = await adminSocket(server);
      try {
        const start = `${WEDNESDAY}T13:00:00.000Z`;
        const before = await bookingCount(server);
        const trapped = await server.client().post('/api/bookings', { ...bookingInput({ typeId: call.id, start, email: 'bot@example.com' }), website: 'https://spam.example' });
        expect(trapped.status).toBe(201);
        expect(trapped.body).toEqual({ id: expect.any(Number), typeId: call.id, start, end: `${WEDNESDAY}T13:15:00.000Z`, status: 'confirmed', manageUrl: expect.stringMatching(/^\/booking\/[\w-]{43}$/) });
        expect(await bookingCount(server)).toBe(before);
        expect(await server.db('contactSubmissions').where({ email: 'bot@example.com' })).toEqual([]);
        expect(await slotStarts(server.client(), call.id, WEDNESDAY)).toContain(start);
        const real = await server.client().post('/api/bookings', bookingInput({ typeId: call.id, start: `${WEDNESDAY}T13:30:00.000Z` }));
        expect(real.body.id).toBeGreaterThan(trapped.body.id);
        // Notices go out in order: once the real one has arrived, the trapped one would have too.
        await expect.poll(() => messages.some((message) => message.data?.id === real.body.id)).toBe(true);
        expect(messages.filter((message) => message.type === 'new_booking').map((message) => message.data?.id)).toEqual([real.body.id]);
      } finally {
        socket.close();
      }
    });

    it('tells every signed-in admin at once: new_booking with its id, name, start and type', async () => {
      const { socket, messages } = await adminSocket(server);
      try {
        const booked = await server.client().post('/api/bookings', bookingInput({ typeId: call.id, start: `${WEDNESDAY}T14:00:00.000Z`, name: 'سارة أحمد' }));
        await expect.poll(() => messages.find((message) => message.type === 'new_booking')).toEqual({
          type: 'new_booking',
          data: { id: booked.body.id, name: 'سارة أحمد', start: `${WEDNESDAY}T14:00:00.000Z`, typeId: call.id },
        });
      } finally {
        socket.close();
      }
    });

    it('starts a lead for a new e-mail, and joins the lead of a known one whatever its case', async () => {
      const fresh = await server.client().post('/api/bookings', bookingInput({ typeId: call.id, start: `${WEDNESDAY}T14:30:00.000Z`, email: 'new.person@example.com', name: 'New Person', phone: '', message: '' }));
      const [freshRow] = await server.db('bookings').where({ id: fresh.body.id });
      const lead = await admin.get(`/api/contact-submissions/${freshRow.leadId}`);
      expect(lead.body).toMatchObject({ name: 'New Person', email: 'new.person@example.com', packageInterest: '', message: '', language: 'ar', status: 'new', isRead: false });
      expect((await admin.get('/api/contact-submissions?q=new.person')).body.map((found: { id: number }) => found.id)).toEqual([freshRow.leadId]);

      const known = await server.client().post('/api/contact', contactInput({ email: 'Known.Person@Example.com' }));
      const leadsBefore = Number((await server.db('contactSubmissions').count({ total: '*' }))[0]!.total);
      const again = await server.client().post('/api/bookings', bookingInput({ typeId: call.id, start: `${WEDNESDAY}T14:45:00.000Z`, email: 'known.person@example.com' }));
      const [againRow] = await server.db('bookings').where({ id: again.body.id });
      expect(againRow.leadId).toBe(known.body.id);
      expect(Number((await server.db('contactSubmissions').count({ total: '*' }))[0]!.total)).toBe(leadsBefore);
    });
  });
});

describe('booking limit', () => {
  let server: TestServer;
  let call: ConsultationType;
  beforeAll(async () => ({ server, call } = await bookingServer()));
  afterAll(() => server.stop());

  it('takes five bookings from one address in ten minutes and answers the sixth 429', async () => {
    const starts = ['08:00', '08:15', '08:30', '08:45', '09:00', '09:15'].map((time) => `${WEDNESDAY}T${time}:00.000Z`);
    const answers = [];
    for (const start of starts) answers.push(await server.client().post('/api/bookings', bookingInput({ typeId: call.id, start })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5]!.body.error.code).toBe('rate_limited');
    expect(Number(answers[5]!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await bookingCount(server)).toBe(5);
  });
});
