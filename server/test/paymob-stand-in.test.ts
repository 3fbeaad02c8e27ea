import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hmacMatches, paymobHmac, processedCallbackHmacText, responseCallbackHmacText } from '../payments/paymob-hmac';
import { freePort } from './free-port';
import { startPaymobStandIn, type PaymobStandIn, type Transaction } from './paymob-stand-in';

const SECRET_KEY = 'egy_sk_test_stand-in';
const PUBLIC_KEY = 'egy_pk_test_stand-in';
const HMAC_SECRET = 'stand-in-hmac-secret';
const CARD = 4097558;
const KIOSK = 4097560;

/** The site's side: it keeps every processed callback it receives and answers 200. */
interface Site {
  url: string;
  received: { query: URLSearchParams; body: { type: string; obj: Transaction } }[];
  close(): Promise<void>;
}

async function startSite(): Promise<Site> {
  const received: Site['received'] = [];
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ query: new URL(request.url!, 'http://site').searchParams, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let paymob: PaymobStandIn;
let site: Site;
let references = 0;

beforeAll(async () => {
  site = await startSite();
  paymob = await startPaymobStandIn({
    secretKey: SECRET_KEY,
    publicKey: PUBLIC_KEY,
    hmacSecret: HMAC_SECRET,
    integrationIds: [CARD, { id: 4097559, name: 'wallet', kind: 'wallet' }, { id: KIOSK, name: 'kiosk', kind: 'kiosk' }],
  });
});
afterAll(async () => {
  await paymob.close();
  await site.close();
});
beforeEach(() => {
  paymob.callbackMode = 'send';
  paymob.refundMode = 'accept';
  site.received.length = 0;
});

const intentionBody = (changes: Record<string, unknown> = {}) => ({
  amount: 60000,
  currency: 'EGP',
  payment_methods: [CARD],
  items: [{ name: 'First consultation', amount: 60000, quantity: 1 }],
  billing_data: { first_name: 'Mona', last_name: 'Adel', email: 'mona@example.com', phone_number: '+201001234567' },
  special_reference: `attempt-${++references}`,
  notification_url: `${site.url}/api/payments/paymob/processed`,
  redirection_url: `${site.url}/book/paid`,
  ...changes,
});

async function createIntention(body: unknown, authorization: string | null = `Token ${SECRET_KEY}`) {
  const answer = await fetch(`${paymob.url}/v1/intention/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}

const checkoutUrl = (clientSecret: string, publicKey = PUBLIC_KEY) =>
  `${paymob.url}/unifiedcheckout/?publicKey=${encodeURIComponent(publicKey)}&clientSecret=${encodeURIComponent(clientSecret)}`;

/** Presses a button of the checkout page as a browser without JavaScript does: the form's fields, posted. */
async function press(clientSecret: string, outcome: 'pay' | 'decline' | 'later') {
  const form = new URLSearchParams({ publicKey: PUBLIC_KEY, clientSecret, outcome });
  return fetch(`${paymob.url}/unifiedcheckout/pay`, { method: 'POST', body: form, redirect: 'manual' });
}

const processedVerifies = (received: Site['received'][number]) =>
  hmacMatches(paymobHmac(processedCallbackHmacText(received.body.obj), HMAC_SECRET), received.query.get('hmac'));

describe('Create Intention', () => {
  it('requires the secret key as `Token …`', async () => {
    const before = paymob.intentions.length;
    expect(await createIntention(intentionBody(), null)).toEqual({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
    expect((await createIntention(intentionBody(), `Token ${SECRET_KEY}x`)).status).toBe(401);
    expect((await createIntention(intentionBody(), `Bearer ${SECRET_KEY}`)).status).toBe(401);
    expect(paymob.intentions.length).toBe(before);
  });

  it('answers 201 with the documented shape, the client secret opening the checkout', async () => {
    const { status, body } = await createIntention(intentionBody({ payment_methods: [CARD, 'kiosk'] }));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.stringMatching(/^pi_test_/),
      client_secret: expect.stringMatching(/^egy_csk_test_/),
      intention_order_id: expect.any(Number),
      special_reference: `attempt-${references}`,
      status: 'intended',
      confirmed: false,
      object: 'paymentintention',
      intention_detail: { amount: 60000, currency: 'EGP' },
      payment_methods: [
        { integration_id: CARD, name: 'card' },
        { integration_id: KIOSK, name: 'kiosk' },
      ],
    });
    expect(body.payment_keys.map((key: { integration: number; order_id: number }) => [key.integration, key.order_id])).toEqual([
      [CARD, body.intention_order_id],
      [KIOSK, body.intention_order_id],
    ]);
  });

  it("refuses what Paymob refuses, in Paymob's words", async () => {
    const billing = intentionBody().billing_data;
    const cases: [Record<string, unknown>, number, unknown][] = [
      [{ amount: 600.5 }, 400, { amount: ['A valid integer is required.'] }],
      [{ amount: 0, items: [] }, 400, { amount: ['Ensure this value is greater than or equal to 1.'] }],
      [{ amount: undefined }, 400, { amount: ['This field is required.'] }],
      [{ currency: undefined }, 400, { currency: ['This field is required.'] }],
      [{ payment_methods: [] }, 400, { payment_methods: ['This field is required.'] }],
      [{ billing_data: { ...billing, phone_number: undefined } }, 400, { billing_data: { phone_number: ['This field is required.'] } }],
      [{ billing_data: { ...billing, first_name: '', email: undefined } }, 400, { billing_data: { first_name: ['This field is required.'], email: ['This field is required.'] } }],
      [{ items: [{ amount: 60000 }] }, 400, { items: { name: ['This field is required.'] } }],
      [{ items: [{ name: 'First consultation' }] }, 400, { items: { amount: ['This field is required.'] } }],
      [{ notification_url: '/api/payments/paymob/processed' }, 400, { notification_url: ['Enter a valid URL.'] }],
      [{ payment_methods: [CARD, 999] }, 404, { detail: expect.stringMatching(/^Integration ID\/Name does not exist in our system/) }],
      [{ payment_methods: ['valu'] }, 404, { detail: expect.stringMatching(/^Integration ID\/Name does not exist/) }],
      [{ payment_methods: [String(CARD)] }, 404, { detail: expect.stringMatching(/^Integration ID\/Name does not exist/) }],
      [{ items: [{ name: 'First consultation', amount: 50000 }] }, 406, { detail: 'unmatched_item_prices' }],
      [{ currency: 'USD' }, 400, { detail: expect.any(String) }],
    ];
    const before = paymob.intentions.length;
    for (const [changes, status, body] of cases) {
      const answer = await createIntention(intentionBody(changes));
      expect({ changes, ...answer }).toEqual({ changes, status, body });
    }
    expect(paymob.intentions.length).toBe(before);
  });

  it('refuses a special_reference used before, so that each attempt needs its own', async () => {
    const body = intentionBody();
    expect((await createIntention(body)).status).toBe(201);
    expect(await createIntention(body)).toEqual({ status: 400, body: { detail: 'Duplicate Merchant Transaction ID' } });
    expect((await createIntention({ ...body, special_reference: `${body.special_reference}-again` })).status).toBe(201);
  });

  it('logs what it received, the Authorization header included', async () => {
    const body = intentionBody();
    await createIntention(body);
    expect(paymob.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/intention/', headers: { authorization: `Token ${SECRET_KEY}` }, body });
  });
});

describe('the checkout page', () => {
  it('shows the amount with Pay and Decline, in a form that needs no script', async () => {
    const { body } = await createIntention(intentionBody());
    const answer = await fetch(checkoutUrl(body.client_secret));
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain('EGP 600.00');
    expect(html).toMatch(/<form method="post" action="\/unifiedcheckout\/pay">/);
    expect(html).toMatch(/<button type="submit" name="outcome" value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" name="outcome" value="decline">Decline<\/button>/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Cash at an outlet, later');
  });

  it('offers to pay later at an outlet when a kiosk integration was asked for', async () => {
    const { body } = await createIntention(intentionBody({ payment_methods: [CARD, KIOSK] }));
    expect(await (await fetch(checkoutUrl(body.client_secret))).text()).toContain('>Cash at an outlet, later</button>');
  });

  it('refuses a wrong public key or client secret', async () => {
    const { body } = await createIntention(intentionBody());
    expect((await fetch(checkoutUrl(body.client_secret, 'egy_pk_test_other'))).status).toBe(401);
    expect((await fetch(checkoutUrl(`${body.client_secret}x`))).status).toBe(404);
    expect((await press(`${body.client_secret}x`, 'pay')).status).toBe(404);
  });
});

describe('a payment', () => {
  it('posts a signed processed callback to notification_url, then redirects the browser with a signed response callback', async () => {
    const { body } = await createIntention(intentionBody());
    const answer = await press(body.client_secret, 'pay');
    expect(answer.status).toBe(302);

    expect(site.received).toHaveLength(1);
    const [callback] = site.received;
    expect(callback!.body.type).toBe('TRANSACTION');
    expect(callback!.body.obj).toMatchObject({
      success: true,
      pending: false,
      amount_cents: 60000,
      currency: 'EGP',
      integration_id: CARD,
      order: { id: body.intention_order_id, merchant_order_id: body.special_reference },
      source_data: { type: 'card', sub_type: 'MasterCard', pan: '2346' },
      payment_key_claims: { next_payment_intention: body.id },
    });
    expect(processedVerifies(callback!)).toBe(true);
    expect(processedVerifies({ ...callback!, body: { ...callback!.body, obj: { ...callback!.body.obj, amount_cents: 100 } } })).toBe(false);

    const redirect = new URL(answer.headers.get('location')!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${site.url}/book/paid`);
    const query = Object.fromEntries(redirect.searchParams);
    expect(query).toMatchObject({ id: String(callback!.body.obj.id), order: String(body.intention_order_id), success: 'true', amount_cents: '60000' });
    expect(hmacMatches(paymobHmac(responseCallbackHmacText(query)!, HMAC_SECRET), query.hmac)).toBe(true);
    expect(hmacMatches(paymobHmac(responseCallbackHmacText({ ...query, success: 'false' })!, HMAC_SECRET), query.hmac)).toBe(false);
    expect(hmacMatches(paymobHmac(responseCallbackHmacText(query)!, `${HMAC_SECRET}x`), query.hmac)).toBe(false);

    expect((await fetch(checkoutUrl(body.client_secret))).status).toBe(409);
    expect((await press(body.client_secret, 'pay')).status).toBe(409);
  });

  it('declined: the callbacks say so, and the same intention may be paid again', async () => {
    const { body } = await createIntention(intentionBody());
    const declined = await press(body.client_secret, 'decline');
    expect(new URL(declined.headers.get('location')!).searchParams.get('success')).toBe('false');
    expect(site.received.map((callback) => callback.body.obj.success)).toEqual([false]);
    expect(processedVerifies(site.received[0]!)).toBe(true);

    expect((await press(body.client_secret, 'pay')).status).toBe(302);
    const [first, second] = site.received.map((callback) => callback.body.obj);
    expect(second).toMatchObject({ success: true, order: { id: first!.order.id } });
    expect(second!.id).toBeGreaterThan(first!.id);
  });

  it('later at an outlet: a pending transaction with a reference, its success posted once paid', async () => {
    const { body } = await createIntention(intentionBody({ payment_methods: [CARD, KIOSK] }));
    const answer = await press(body.client_secret, 'later');
    expect(answer.status).toBe(200);
    const pending = site.received[0]!.body.obj;
    expect(pending).toMatchObject({ pending: true, success: false, integration_id: KIOSK, source_data: { type: 'aggregator' } });
    expect(await answer.text()).toContain(String(pending.data.bill_reference));

    await paymob.payAtOutlet(paymob.transactions.find((transaction) => transaction.id === pending.id)!);
    expect(site.received.map((callback) => [callback.body.obj.id, callback.body.obj.pending, callback.body.obj.success])).toEqual([
      [pending.id, true, false],
      [pending.id, false, true],
    ]);
    expect(processedVerifies(site.received[1]!)).toBe(true);
  });

  it('holds, skips, replays and alters callbacks when told to', async () => {
    paymob.callbackMode = 'hold';
    const { body } = await createIntention(intentionBody());
    expect((await press(body.client_secret, 'pay')).status).toBe(302);
    expect(site.received).toEqual([]);
    await paymob.releaseHeld();
    expect(site.received).toHaveLength(1);

    const transaction = paymob.transactions.find((candidate) => candidate.order.id === body.intention_order_id)!;
    await paymob.sendCallback(transaction);
    await paymob.sendCallback(transaction, { amount_cents: 100 });
    expect(site.received.map((callback) => callback.body.obj.amount_cents)).toEqual([60000, 60000, 100]);
    expect(site.received.every(processedVerifies)).toBe(true);
    expect(paymob.callbacks.at(-1)).toMatchObject({ status: 200, answer: 'ok' });

    const built = paymob.callbackFor(transaction, { currency: 'USD' });
    expect(new URL(built.url).searchParams.get('hmac')).toBe(built.hmac);
    expect(hmacMatches(paymobHmac(processedCallbackHmacText(built.body.obj), HMAC_SECRET), built.hmac)).toBe(true);
    expect(transaction.currency).toBe('EGP');

    paymob.callbackMode = 'skip';
    const other = (await createIntention(intentionBody())).body;
    await press(other.client_secret, 'pay');
    await paymob.releaseHeld();
    expect(site.received).toHaveLength(3);
  });
});

describe('a refund', () => {
  async function paid() {
    const { body } = await createIntention(intentionBody());
    await press(body.client_secret, 'pay');
    site.received.length = 0;
    return paymob.transactions.find((transaction) => transaction.order.id === body.intention_order_id)!;
  }

  const refund = async (body: unknown, authorization = `Token ${SECRET_KEY}`) => {
    const answer = await fetch(`${paymob.url}/api/acceptance/void_refund/refund`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: authorization },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.json() };
  };

  it('answers with the refund transaction, then posts its callback and the original again, both signed', async () => {
    const original = await paid();
    const answer = await refund({ transaction_id: original.id, amount_cents: 20000 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ is_refund: true, success: true, amount_cents: 20000, parent_transaction: original.id, order: { id: original.order.id } });
    await paymob.idle();
    expect(site.received.map((callback) => callback.body.obj)).toMatchObject([
      { id: answer.body.id, is_refund: true, amount_cents: 20000, has_parent_transaction: true },
      { id: original.id, is_refunded: true, refunded_amount_cents: 20000, amount_cents: 60000, success: true },
    ]);
    expect(site.received.every(processedVerifies)).toBe(true);
  });

  it('never refunds more than is left, and only with the secret key', async () => {
    const original = await paid();
    expect((await refund({ transaction_id: original.id, amount_cents: 60000 }, 'Token wrong')).status).toBe(401);
    expect((await refund({ transaction_id: original.id, amount_cents: 40000 })).status).toBe(200);
    expect((await refund({ transaction_id: original.id, amount_cents: 20001 })).status).toBe(400);
    expect((await refund({ transaction_id: original.id, amount_cents: 20000 })).status).toBe(200);
    expect((await refund({ transaction_id: original.id, amount_cents: 1 })).status).toBe(400);
    expect((await refund({ transaction_id: original.id })).body).toEqual({ amount_cents: ['This field is required.'] });
    expect((await refund({ transaction_id: 1, amount_cents: 1 })).status).toBe(404);
    expect(original.refunded_amount_cents).toBe(60000);
  });

  it('fails or refuses when told to, changing nothing', async () => {
    const original = await paid();
    paymob.refundMode = 'fail';
    expect((await refund({ transaction_id: original.id, amount_cents: 100 })).status).toBe(500);
    paymob.refundMode = 'refuse';
    expect((await refund({ transaction_id: original.id, amount_cents: 100 })).status).toBe(400);
    await paymob.idle();
    expect(site.received).toEqual([]);
    expect(original.refunded_amount_cents).toBe(0);
  });

  it('refuses a payment made at an outlet, which Paymob cannot refund', async () => {
    const { body } = await createIntention(intentionBody({ payment_methods: [CARD, KIOSK] }));
    await press(body.client_secret, 'later');
    const outlet = paymob.transactions.find((transaction) => transaction.order.id === body.intention_order_id)!;
    await paymob.payAtOutlet(outlet);
    expect((await refund({ transaction_id: outlet.id, amount_cents: 100 })).status).toBe(400);
  });
});
