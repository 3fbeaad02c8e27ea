import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The fields Paymob signs in a transaction callback, in the order it concatenates their values (its "HMAC Transaction
 * Callback" page: amount_cents, created_at, currency, error_occured, has_parent_transaction, id, integration_id,
 * is_3d_secure, is_auth, is_capture, is_refunded, is_standalone_payment, is_voided, order.id, owner, pending,
 * source_data.pan, source_data.sub_type, source_data.type, success). Paths into the processed callback's `obj`; the
 * response callback carries the same values as flat query parameters, `order.id` being `order` (or `order_id`) there.
 */
export const TRANSACTION_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

export type TransactionHmacField = (typeof TRANSACTION_HMAC_FIELDS)[number];

/** A value as Paymob writes it into the signed text: booleans as `true`/`false`, an absent or null value as nothing. */
function signedText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // An object where a scalar belongs cannot be what Paymob signed; its JSON keeps a forged callback from matching.
  return JSON.stringify(value);
}

function valueAt(obj: unknown, path: string): unknown {
  let value = obj;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The text Paymob signs for a transaction processed callback (`{type: 'TRANSACTION', obj}`), read from its `obj`. */
export function processedCallbackHmacText(obj: unknown): string {
  return TRANSACTION_HMAC_FIELDS.map((field) => signedText(valueAt(obj, field))).join('');
}

/** A query as Koa and `querystring` parse it: a parameter given twice is an array. */
export type CallbackQuery = Record<string, string | string[] | undefined>;

/**
 * The Paymob order a response callback names: the redirect carries it as `order`, Paymob's HMAC page calls it
 * `order_id`. Undefined when the query names two orders or repeats the parameter, so that the order a handler acts on
 * is always the one that was signed.
 */
export function responseCallbackOrderId(query: CallbackQuery): string | undefined {
  const named = [query.order, query.order_id].filter((value) => value !== undefined);
  if (named.some((value) => typeof value !== 'string')) return undefined;
  if (named.length === 2 && named[0] !== named[1]) return undefined;
  return named[0] as string | undefined;
}

/**
 * The text Paymob signs for a transaction response callback (the visitor's redirect), read from its query; null when
 * the query is ambiguous (a signed parameter given twice, or `order` and `order_id` disagreeing), which no signature
 * may cover.
 */
export function responseCallbackHmacText(query: CallbackQuery): string | null {
  const orderId = responseCallbackOrderId(query);
  if (orderId === undefined && (query.order !== undefined || query.order_id !== undefined)) return null;
  const values: string[] = [];
  for (const field of TRANSACTION_HMAC_FIELDS) {
    const value = field === 'order.id' ? orderId : query[field];
    if (Array.isArray(value)) return null;
    values.push(value ?? '');
  }
  return values.join('');
}

/** The lower-case hex HMAC-SHA512 of `text` under `secret`, as Paymob computes the `hmac` of its callbacks. */
export function paymobHmac(text: string, secret: string): string {
  return createHmac('sha512', secret).update(text, 'utf8').digest('hex');
}

const SHA512_HEX = /^[0-9a-f]{128}$/i;

/** Whether `givenHex` is the digest `expectedHex`, compared in constant time; false (never a throw) for anything malformed or missing. */
export function hmacMatches(expectedHex: string, givenHex: unknown): boolean {
  if (typeof givenHex !== 'string' || !SHA512_HEX.test(givenHex) || !SHA512_HEX.test(expectedHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex.toLowerCase(), 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}
