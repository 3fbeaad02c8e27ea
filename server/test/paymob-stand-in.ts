import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { escapeHtml } from '../http/escape-html';
import { paymobHmac, processedCallbackHmacText, responseCallbackHmacText } from '../payments/paymob-hmac';
import { freePort } from './free-port';

/**
 * A stand-in for Paymob's Egyptian API (https://accept.paymob.com) on 127.0.0.1, for tests that must never reach the
 * network. It follows Paymob's documentation (developers.paymob.com: Create Intention, Transaction callbacks, HMAC
 * Transaction Callback, Refund; PaymobAccept's Postman collections): the intention endpoint with its validation and
 * answer, a Unified Checkout page reduced to Pay, Decline and paying later at an outlet, the two transaction callbacks
 * signed as Paymob signs them, and refunds with their callbacks. Where the documentation shows no answer (a reused
 * special_reference, a refund over the refundable amount), the stand-in answers in the `{detail}` shape of Paymob's
 * documented errors.
 */

/** A payment integration of the merchant's account: its id, the name `payment_methods` may use instead, what it takes. */
export interface StandInIntegration {
  id: number;
  name: string;
  kind: 'card' | 'wallet' | 'kiosk';
}

export interface PaymobStandInOptions {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** A bare id is a card integration named `card`; a kiosk integration is paid later at an outlet (Fawry, Aman). */
  integrationIds: (number | StandInIntegration)[];
}

interface BillingData {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  [field: string]: unknown;
}

interface IntentionItem {
  name: string;
  amount: number;
  description?: string;
  quantity?: number;
}

export interface Intention {
  id: string;
  client_secret: string;
  intention_order_id: number;
  amount: number;
  currency: string;
  integrations: StandInIntegration[];
  items: IntentionItem[];
  billing_data: BillingData;
  special_reference: string | null;
  notification_url: string | null;
  redirection_url: string | null;
  extras: Record<string, unknown>;
  status: 'intended' | 'paid' | 'pending';
  created: string;
}

/** A transaction's `obj` as the processed callback carries it (the fields the HMAC reads, and those a handler uses). */
export interface Transaction {
  id: number;
  pending: boolean;
  amount_cents: number;
  success: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  is_refunded: boolean;
  is_3d_secure: boolean;
  integration_id: number;
  profile_id: number;
  has_parent_transaction: boolean;
  order: {
    id: number;
    created_at: string;
    delivery_needed: boolean;
    amount_cents: number;
    currency: string;
    merchant_order_id: string | null;
    paid_amount_cents: number;
    items: IntentionItem[];
  };
  created_at: string;
  currency: string;
  source_data: { pan: string; type: string; tenure: null; sub_type: string };
  api_source: string;
  is_void: boolean;
  is_refund: boolean;
  data: { message: string; txn_response_code: string; acq_response_code?: string; bill_reference?: number };
  payment_key_claims: {
    extra: Record<string, unknown>;
    order_id: number;
    amount_cents: number;
    currency: string;
    integration_id: number;
    billing_data: BillingData;
    next_payment_intention: string;
  };
  error_occured: boolean;
  is_live: boolean;
  refunded_amount_cents: number;
  is_captured: boolean;
  captured_amount: number;
  updated_at: string;
  is_settled: boolean;
  bill_balanced: boolean;
  is_bill: boolean;
  owner: number;
  parent_transaction: number | null;
}

export interface ReceivedRequest {
  method: string;
  /** The path with its query. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON or form fields when the body is one, else its text. */
  body: unknown;
}

/** A processed callback the stand-in posted: where, what, and what the site answered (status 0: no answer). */
export interface DeliveredCallback {
  url: string;
  body: { type: 'TRANSACTION'; obj: Transaction };
  status: number;
  answer: string;
}

/**
 * What becomes of a processed callback when a transaction is made or refunded: `send` posts it at once (a payment's
 * before the browser is redirected), `hold` keeps it until `releaseHeld`, `skip` never sends it.
 */
export type CallbackMode = 'send' | 'hold' | 'skip';

/** How the refund endpoint answers: `accept`; `fail`, a 500 of Paymob's server; `refuse`, a 400 refusal. */
export type RefundMode = 'accept' | 'fail' | 'refuse';

export interface PaymobStandIn {
  /** http://127.0.0.1:port, what PAYMOB_API_URL is set to. */
  url: string;
  requests: ReceivedRequest[];
  intentions: Intention[];
  transactions: Transaction[];
  callbacks: DeliveredCallback[];
  callbackMode: CallbackMode;
  refundMode: RefundMode;
  /** The signed processed callback of `transaction` (with `changes` applied before signing): its URL with `?hmac=`, and its body. */
  callbackFor(transaction: Transaction, changes?: Partial<Transaction>): { url: string; body: { type: 'TRANSACTION'; obj: Transaction }; hmac: string };
  /** Posts the signed processed callback of `transaction` now (a replay, or with `changes`, say another amount). */
  sendCallback(transaction: Transaction, changes?: Partial<Transaction>): Promise<DeliveredCallback>;
  /** Posts the callbacks held under `hold`, in order. */
  releaseHeld(): Promise<DeliveredCallback[]>;
  /** The visitor pays at the outlet: the pending transaction succeeds, and its processed callback goes out again. */
  payAtOutlet(transaction: Transaction): Promise<void>;
  /** Resolves once every callback under way has been answered. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const ACCOUNT_OWNER = 302852;
const PROFILE_ID = 164295;
/** Paymob's answer to an unknown integration id or name, word for word from the Create Intention page. */
const UNKNOWN_INTEGRATION =
  'Integration ID/Name does not exist in our system . You can find the list of Integration ID’/Names from Merchant Dashboard under Developers → Payment Integrations Tab';
const REQUIRED = ['This field is required.'];
const REQUIRED_BILLING_FIELDS = ['first_name', 'last_name', 'email', 'phone_number'] as const;
const NAME_MAX_LENGTH = 50;

/** Paymob's times: ISO without a zone, to the microsecond (`2024-06-13T11:33:44.592345`). */
const paymobTime = (date = new Date()) => `${date.toISOString().slice(0, -1)}000`;

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Paymob stand-in refused: ${status}`);
  }
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startPaymobStandIn(options: PaymobStandInOptions): Promise<PaymobStandIn> {
  const integrations: StandInIntegration[] = options.integrationIds.map((entry) =>
    typeof entry === 'number' ? { id: entry, name: 'card', kind: 'card' } : entry,
  );
  let nextOrderId = 217503754;
  let nextTransactionId = 192036465;
  const inFlight = new Set<Promise<unknown>>();
  const held: Transaction[] = [];
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;

  const standIn: PaymobStandIn = {
    url,
    requests: [],
    intentions: [],
    transactions: [],
    callbacks: [],
    callbackMode: 'send',
    refundMode: 'accept',
    callbackFor(transaction, changes = {}) {
      const notificationUrl = intentionOf(transaction).notification_url;
      if (!notificationUrl) throw new Error(`the intention of transaction ${transaction.id} has no notification_url`);
      const obj = structuredClone({ ...transaction, ...changes });
      const hmac = paymobHmac(processedCallbackHmacText(obj), options.hmacSecret);
      const target = new URL(notificationUrl);
      target.searchParams.set('hmac', hmac);
      return { url: target.href, body: { type: 'TRANSACTION', obj }, hmac };
    },
    sendCallback(transaction, changes) {
      const { url: target, body } = standIn.callbackFor(transaction, changes);
      const delivery = post(target, body);
      inFlight.add(delivery);
      return delivery.finally(() => inFlight.delete(delivery));
    },
    async releaseHeld() {
      const delivered = [];
      for (const transaction of held.splice(0)) delivered.push(await standIn.sendCallback(transaction));
      return delivered;
    },
    async payAtOutlet(transaction) {
      if (!transaction.pending) throw new Error(`transaction ${transaction.id} is not waiting for an outlet payment`);
      Object.assign(transaction, { pending: false, success: true, updated_at: paymobTime() });
      transaction.order.paid_amount_cents = transaction.amount_cents;
      transaction.data.message = 'Transaction has been completed successfully.';
      intentionOf(transaction).status = 'paid';
      await processed(transaction);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled(inFlight);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function post(target: string, body: DeliveredCallback['body']): Promise<DeliveredCallback> {
    const delivered: DeliveredCallback = { url: target, body, status: 0, answer: '' };
    try {
      const answer = await fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      delivered.status = answer.status;
      delivered.answer = await answer.text();
    } catch (error) {
      delivered.answer = String(error);
    }
    standIn.callbacks.push(delivered);
    return delivered;
  }

  /** What Paymob does with a processed callback, as `callbackMode` says. */
  async function processed(transaction: Transaction): Promise<void> {
    // Without a notification_url, Paymob posts to the integration's callback address, which the stand-in has none of.
    if (!intentionOf(transaction).notification_url) return;
    if (standIn.callbackMode === 'hold') held.push(transaction);
    else if (standIn.callbackMode === 'send') await standIn.sendCallback(transaction);
  }

  function intentionOf(transaction: Transaction): Intention {
    const intention = standIn.intentions.find((candidate) => candidate.intention_order_id === transaction.order.id);
    if (!intention) throw new Error(`no intention for order ${transaction.order.id}`);
    return intention;
  }

  function authorize(request: http.IncomingMessage) {
    const header = request.headers.authorization;
    if (!header) throw new Refusal(401, { detail: 'Authentication credentials were not provided.' });
    if (header !== `Token ${options.secretKey}`) throw new Refusal(401, { detail: 'Invalid token.' });
  }

  function createIntention(body: unknown): Intention {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Refusal(400, { detail: 'JSON parse error.' });
    const input = body as Record<string, unknown>;
    const fieldErrors: Record<string, unknown> = {};
    if (input.amount === undefined) fieldErrors.amount = REQUIRED;
    else if (!isInteger(input.amount)) fieldErrors.amount = ['A valid integer is required.'];
    else if (input.amount < 1) fieldErrors.amount = ['Ensure this value is greater than or equal to 1.'];
    if (typeof input.currency !== 'string' || !input.currency) fieldErrors.currency = REQUIRED;
    if (!Array.isArray(input.payment_methods) || input.payment_methods.length === 0) fieldErrors.payment_methods = REQUIRED;

    const billing = input.billing_data;
    if (typeof billing !== 'object' || billing === null) fieldErrors.billing_data = REQUIRED;
    else {
      const billingErrors: Record<string, string[]> = {};
      for (const field of REQUIRED_BILLING_FIELDS) {
        const value = (billing as Record<string, unknown>)[field];
        if (typeof value !== 'string' || !value.trim()) billingErrors[field] = REQUIRED;
        else if ((field === 'first_name' || field === 'last_name') && value.length > NAME_MAX_LENGTH)
          billingErrors[field] = [`Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`];
      }
      if (Object.keys(billingErrors).length > 0) fieldErrors.billing_data = billingErrors;
    }

    const items = input.items ?? [];
    if (!Array.isArray(items)) fieldErrors.items = ['Expected a list of items.'];
    else {
      const itemErrors: Record<string, string[]> = {};
      for (const item of items as Record<string, unknown>[]) {
        if (typeof item?.name !== 'string' || !item.name) itemErrors.name = REQUIRED;
        else if (item.name.length > NAME_MAX_LENGTH) itemErrors.name = [`Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`];
        if (item?.amount === undefined) itemErrors.amount = REQUIRED;
        else if (!isInteger(item.amount)) itemErrors.amount = ['A valid integer is required.'];
      }
      if (Object.keys(itemErrors).length > 0) fieldErrors.items = itemErrors;
    }
    for (const field of ['notification_url', 'redirection_url'] as const) {
      if (input[field] !== undefined && !isAbsoluteUrl(input[field])) fieldErrors[field] = ['Enter a valid URL.'];
    }
    if (input.special_reference !== undefined && typeof input.special_reference !== 'string') fieldErrors.special_reference = ['Not a valid string.'];
    if (Object.keys(fieldErrors).length > 0) throw new Refusal(400, fieldErrors);

    const chosen = (input.payment_methods as unknown[]).map((method) =>
      integrations.find((integration) => (isInteger(method) ? integration.id === method : integration.name === method)),
    );
    if (chosen.some((integration) => !integration)) throw new Refusal(404, { detail: UNKNOWN_INTEGRATION });
    if (input.currency !== 'EGP') throw new Refusal(400, { detail: 'The currency does not match the currency of the integration.' });
    const amount = input.amount as number;
    const validItems = items as IntentionItem[];
    // The documentation's rule: the items' amounts (not times their quantities) add up to the amount.
    if (validItems.length > 0 && validItems.reduce((sum, item) => sum + item.amount, 0) !== amount) {
      throw new Refusal(406, { detail: 'unmatched_item_prices' });
    }
    const reference = (input.special_reference as string | undefined) ?? null;
    if (reference !== null && standIn.intentions.some((intention) => intention.special_reference === reference)) {
      throw new Refusal(400, { detail: 'Duplicate Merchant Transaction ID' });
    }

    const intention: Intention = {
      id: `pi_test_${randomBytes(16).toString('hex')}`,
      client_secret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
      intention_order_id: nextOrderId++,
      amount,
      currency: 'EGP',
      integrations: chosen as StandInIntegration[],
      items: validItems,
      billing_data: billing as BillingData,
      special_reference: reference,
      notification_url: (input.notification_url as string | undefined) ?? null,
      redirection_url: (input.redirection_url as string | undefined) ?? null,
      extras: (input.extras as Record<string, unknown> | undefined) ?? {},
      status: 'intended',
      created: paymobTime(),
    };
    standIn.intentions.push(intention);
    return intention;
  }

  /** The 201 of Create Intention, in the shape of the documentation's sample. */
  const intentionAnswer = (intention: Intention) => ({
    payment_keys: intention.integrations.map((integration) => ({
      integration: integration.id,
      key: randomBytes(48).toString('base64'),
      gateway_type: integration.kind === 'card' ? 'MIGS' : integration.kind.toUpperCase(),
      iframe_id: null,
      order_id: intention.intention_order_id,
      redirection_url: intention.redirection_url,
      save_card: false,
    })),
    redirection_url: intention.redirection_url,
    intention_order_id: intention.intention_order_id,
    id: intention.id,
    intention_detail: { amount: intention.amount, items: intention.items, currency: intention.currency, billing_data: intention.billing_data },
    client_secret: intention.client_secret,
    payment_methods: intention.integrations.map((integration) => ({
      integration_id: integration.id,
      alias: null,
      name: integration.name,
      method_type: integration.kind === 'kiosk' ? 'kiosk' : 'online',
      currency: 'EGP',
      live: false,
      use_cvc_with_moto: false,
    })),
    special_reference: intention.special_reference,
    extras: { creation_extras: { ...intention.extras, merchant_order_id: intention.special_reference }, confirmation_extras: null },
    confirmed: false,
    status: intention.status,
    created: intention.created,
    card_detail: null,
    card_tokens: [],
    object: 'paymentintention',
  });

  function checkoutIntention(fields: Record<string, unknown>): Intention {
    if (fields.publicKey !== options.publicKey) throw new Refusal(401, { detail: 'Invalid public key.' });
    const intention = standIn.intentions.find((candidate) => candidate.client_secret === fields.clientSecret);
    if (!intention) throw new Refusal(404, { detail: 'Not found.' });
    return intention;
  }

  function makeTransaction(intention: Intention, outcome: 'pay' | 'decline' | 'later'): Transaction {
    const integration =
      outcome === 'later'
        ? intention.integrations.find((candidate) => candidate.kind === 'kiosk')
        : (intention.integrations.find((candidate) => candidate.kind !== 'kiosk') ?? intention.integrations[0]);
    if (!integration) throw new Refusal(400, { detail: 'This payment method is not available for this intention.' });
    const now = paymobTime();
    const success = outcome === 'pay';
    const sourceData =
      integration.kind === 'kiosk'
        ? { pan: '', type: 'aggregator', tenure: null, sub_type: 'AGGREGATOR' }
        : integration.kind === 'wallet'
          ? { pan: '01010101010', type: 'wallet', tenure: null, sub_type: 'wallet' }
          : { pan: '2346', type: 'card', tenure: null, sub_type: 'MasterCard' };
    const transaction: Transaction = {
      id: nextTransactionId++,
      pending: outcome === 'later',
      amount_cents: intention.amount,
      success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: integration.kind === 'card',
      integration_id: integration.id,
      profile_id: PROFILE_ID,
      has_parent_transaction: false,
      order: {
        id: intention.intention_order_id,
        created_at: intention.created,
        delivery_needed: false,
        amount_cents: intention.amount,
        currency: intention.currency,
        merchant_order_id: intention.special_reference,
        paid_amount_cents: success ? intention.amount : 0,
        items: intention.items,
      },
      created_at: now,
      currency: intention.currency,
      source_data: sourceData,
      api_source: 'IFRAME',
      is_void: false,
      is_refund: false,
      data:
        outcome === 'pay'
          ? { message: 'Approved', txn_response_code: 'APPROVED', acq_response_code: '00' }
          : outcome === 'decline'
            ? { message: 'Do not honour', txn_response_code: 'DECLINED', acq_response_code: '05' }
            : { message: 'Pending', txn_response_code: 'PENDING', bill_reference: 7_000_000 + (nextTransactionId % 1_000_000) },
      payment_key_claims: {
        extra: intention.extras,
        order_id: intention.intention_order_id,
        amount_cents: intention.amount,
        currency: intention.currency,
        integration_id: integration.id,
        billing_data: intention.billing_data,
        next_payment_intention: intention.id,
      },
      error_occured: false,
      is_live: false,
      refunded_amount_cents: 0,
      is_captured: false,
      captured_amount: 0,
      updated_at: now,
      is_settled: false,
      bill_balanced: false,
      is_bill: false,
      owner: ACCOUNT_OWNER,
      parent_transaction: null,
    };
    standIn.transactions.push(transaction);
    if (success) intention.status = 'paid';
    else if (transaction.pending) intention.status = 'pending';
    return transaction;
  }

  /**
   * The transaction response callback: the redirection URL with the transaction's flat fields and their hmac, in the
   * order of the documentation's sample URL (nested values as dotted keys, the order as `order`).
   */
  function responseRedirect(intention: Intention, transaction: Transaction): string {
    const flat: Record<string, string | number | boolean> = {
      id: transaction.id,
      pending: transaction.pending,
      amount_cents: transaction.amount_cents,
      success: transaction.success,
      is_auth: transaction.is_auth,
      is_capture: transaction.is_capture,
      is_standalone_payment: transaction.is_standalone_payment,
      is_voided: transaction.is_voided,
      is_refunded: transaction.is_refunded,
      is_3d_secure: transaction.is_3d_secure,
      integration_id: transaction.integration_id,
      profile_id: transaction.profile_id,
      has_parent_transaction: transaction.has_parent_transaction,
      order: transaction.order.id,
      created_at: transaction.created_at,
      currency: transaction.currency,
      merchant_commission: 0,
      discount_details: '[]',
      is_void: transaction.is_void,
      is_refund: transaction.is_refund,
      error_occured: transaction.error_occured,
      refunded_amount_cents: transaction.refunded_amount_cents,
      captured_amount: transaction.captured_amount,
      updated_at: transaction.updated_at,
      is_settled: transaction.is_settled,
      bill_balanced: transaction.bill_balanced,
      is_bill: transaction.is_bill,
      owner: transaction.owner,
      'data.message': transaction.data.message,
      'source_data.type': transaction.source_data.type,
      'source_data.pan': transaction.source_data.pan,
      'source_data.sub_type': transaction.source_data.sub_type,
      acq_response_code: transaction.data.acq_response_code ?? '',
      txn_response_code: transaction.data.txn_response_code,
    };
    const query = Object.fromEntries(Object.entries(flat).map(([key, value]) => [key, String(value)]));
    const target = new URL(intention.redirection_url!);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    target.searchParams.set('hmac', paymobHmac(responseCallbackHmacText(query)!, options.hmacSecret));
    return target.href;
  }

  function refund(body: unknown): Transaction {
    if (standIn.refundMode === 'fail') throw new Refusal(500, { detail: 'Internal server error.' });
    if (standIn.refundMode === 'refuse') throw new Refusal(400, { detail: 'Refund is not allowed for this transaction now.' });
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const fieldErrors: Record<string, string[]> = {};
    for (const field of ['transaction_id', 'amount_cents'] as const) {
      if (input[field] === undefined) fieldErrors[field] = REQUIRED;
      else if (!isInteger(input[field])) fieldErrors[field] = ['A valid integer is required.'];
    }
    if (Object.keys(fieldErrors).length > 0) throw new Refusal(400, fieldErrors);
    const original = standIn.transactions.find((transaction) => transaction.id === input.transaction_id && !transaction.is_refund);
    if (!original) throw new Refusal(404, { detail: 'Not found.' });
    if (!original.success) throw new Refusal(400, { detail: 'Only a successful transaction can be refunded.' });
    // Paymob refunds every payment method but a kiosk's.
    if (original.source_data.type === 'aggregator') throw new Refusal(400, { detail: 'Refund is not supported for this payment method.' });
    const amount = input.amount_cents as number;
    if (amount < 1 || amount > original.amount_cents - original.refunded_amount_cents) {
      throw new Refusal(400, { detail: 'The refund amount exceeds the amount that can be refunded.' });
    }
    const now = paymobTime();
    const refundTransaction: Transaction = {
      ...structuredClone(original),
      id: nextTransactionId++,
      amount_cents: amount,
      is_refund: true,
      is_refunded: false,
      has_parent_transaction: true,
      parent_transaction: original.id,
      is_3d_secure: false,
      refunded_amount_cents: 0,
      data: { message: 'Approved', txn_response_code: 'APPROVED', acq_response_code: '00' },
      created_at: now,
      updated_at: now,
    };
    Object.assign(original, { is_refunded: true, refunded_amount_cents: original.refunded_amount_cents + amount, updated_at: now });
    standIn.transactions.push(refundTransaction);
    return refundTransaction;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const type = request.headers['content-type'] ?? '';
      let body: unknown = text;
      if (type.includes('application/json')) {
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
      } else if (type.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(text));
      standIn.requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      void route(request, body, response).catch((error: unknown) => {
        const refusal = error instanceof Refusal ? error : new Refusal(500, { detail: String(error) });
        if (refusal.status === 500 && !(error instanceof Refusal)) console.error('Paymob stand-in:', error);
        sendJson(response, refusal.status, refusal.body);
      });
    });
  });

  async function route(request: http.IncomingMessage, body: unknown, response: http.ServerResponse) {
    const address = new URL(request.url ?? '/', url);
    const endpoint = `${request.method} ${address.pathname}`;
    if (endpoint === 'POST /v1/intention/') {
      authorize(request);
      if (body === undefined) throw new Refusal(400, { detail: 'JSON parse error.' });
      sendJson(response, 201, intentionAnswer(createIntention(body)));
    } else if (endpoint === 'GET /unifiedcheckout/') {
      const intention = checkoutIntention(Object.fromEntries(address.searchParams));
      sendHtml(response, intention.status === 'intended' ? 200 : 409, checkoutPage(intention, options.publicKey));
    } else if (endpoint === 'POST /unifiedcheckout/pay') {
      const fields = body as Record<string, string>;
      const intention = checkoutIntention(fields);
      if (intention.status !== 'intended') throw new Refusal(409, { detail: 'This intention is no longer payable.' });
      const outcome = fields.outcome === 'pay' || fields.outcome === 'later' ? fields.outcome : 'decline';
      const transaction = makeTransaction(intention, outcome);
      await processed(transaction);
      if (outcome === 'later') sendHtml(response, 200, outletPage(intention, transaction));
      else if (intention.redirection_url) {
        response.writeHead(302, { Location: responseRedirect(intention, transaction) });
        response.end();
      } else sendHtml(response, 200, page('Payment', `<p>${transaction.success ? 'Paid' : 'Declined'}</p>`));
    } else if (endpoint === 'POST /api/acceptance/void_refund/refund') {
      authorize(request);
      const refundTransaction = refund(body);
      sendJson(response, 200, refundTransaction);
      // Paymob answers the request, then posts the refund's callbacks: the new transaction and the original again.
      const original = standIn.transactions.find((transaction) => transaction.id === refundTransaction.parent_transaction)!;
      const callbacks = processed(refundTransaction).then(() => processed(original));
      inFlight.add(callbacks);
      void callbacks.finally(() => inFlight.delete(callbacks));
    } else throw new Refusal(404, { detail: 'Not found.' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return standIn;
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendHtml(response: http.ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(html);
}

const page = (title: string, content: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`;

const egp = (piastres: number) => `EGP ${(piastres / 100).toFixed(2)}`;

/** Paymob's Unified Checkout reduced to what a test needs: the amount, and a plain form to pay, decline or pay later. */
function checkoutPage(intention: Intention, publicKey: string): string {
  if (intention.status !== 'intended') return page('Paymob checkout', '<p>This payment is no longer open.</p>');
  const hidden = `<input type="hidden" name="publicKey" value="${escapeHtml(publicKey)}"><input type="hidden" name="clientSecret" value="${escapeHtml(intention.client_secret)}">`;
  const outlet = intention.integrations.some((integration) => integration.kind === 'kiosk')
    ? '<button type="submit" name="outcome" value="later">Cash at an outlet, later</button>'
    : '';
  return page(
    'Paymob checkout',
    `<p>Amount: <output id="amount">${escapeHtml(egp(intention.amount))}</output></p>` +
      `<form method="post" action="/unifiedcheckout/pay">${hidden}` +
      `<button type="submit" name="outcome" value="pay">Pay</button> <button type="submit" name="outcome" value="decline">Decline</button> ${outlet}</form>`,
  );
}

function outletPage(intention: Intention, transaction: Transaction): string {
  return page(
    'Pay at an outlet',
    `<p>Pay ${escapeHtml(egp(intention.amount))} at any outlet with the reference <output id="reference">${transaction.data.bill_reference}</output>.</p>`,
  );
}
