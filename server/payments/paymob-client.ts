import type { PaymobOptions } from '../config';

/** How long one call to Paymob may take before it counts as failed. */
const REQUEST_TIMEOUT_MS = 15_000;

/** What an intention is made from: one item, the visitor's billing data and this site's callback addresses. */
export interface IntentionRequest {
  amountCents: number;
  itemName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialReference: string;
  notificationUrl: string;
  redirectionUrl: string;
}

/** What this site keeps of a new intention. */
export interface Intention {
  id: string;
  clientSecret: string;
  /** Paymob's order of the intention, which every transaction callback names. */
  orderId: string;
}

/**
 * A refusal by Paymob (an answer other than success), as opposed to Paymob not being reached at all: only a refusal
 * is known not to have taken effect.
 */
export class PaymobRefusal extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Paymob answered ${status}: ${detail}`);
    this.name = 'PaymobRefusal';
  }
}

/** Paymob's error text, shortened; never the request (which holds the secret key in its header only). */
async function refusalOf(response: Response): Promise<PaymobRefusal> {
  const text = await response.text().catch(() => '');
  let detail = text;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    detail = typeof body.detail === 'string' ? body.detail : typeof body.message === 'string' ? body.message : JSON.stringify(body);
  } catch {
    // Not JSON: keep the text.
  }
  return new PaymobRefusal(response.status, detail.slice(0, 300));
}

/** Paymob's API: intentions for its hosted Unified Checkout, and refunds. Its address is PAYMOB_API_URL. */
export function paymobClient(options: PaymobOptions) {
  const headers = { authorization: `Token ${options.secretKey}`, 'content-type': 'application/json', accept: 'application/json' };

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${options.apiUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!response.ok) throw await refusalOf(response);
    return (await response.json()) as Record<string, unknown>;
  }

  return {
    /** POST /v1/intention/: the amount in piastres, EGP, the configured integrations, one item of the whole amount. */
    async createIntention(request: IntentionRequest): Promise<Intention> {
      const answer = await post('/v1/intention/', {
        amount: request.amountCents,
        currency: 'EGP',
        payment_methods: options.integrations,
        items: [{ name: request.itemName, amount: request.amountCents, description: request.itemName, quantity: 1 }],
        billing_data: {
          first_name: request.firstName,
          last_name: request.lastName,
          email: request.email,
          phone_number: request.phone,
          // Paymob requires these for its card integrations; a consultation ships nothing, so they are unknown.
          apartment: 'NA',
          floor: 'NA',
          street: 'NA',
          building: 'NA',
          city: 'NA',
          state: 'NA',
          country: 'EG',
          postal_code: 'NA',
        },
        customer: { first_name: request.firstName, last_name: request.lastName, email: request.email },
        special_reference: request.specialReference,
        notification_url: request.notificationUrl,
        redirection_url: request.redirectionUrl,
      });
      const id = answer.id;
      const clientSecret = answer.client_secret;
      const orderId = answer.intention_order_id;
      if (typeof id !== 'string' || typeof clientSecret !== 'string' || (typeof orderId !== 'number' && typeof orderId !== 'string')) {
        throw new Error('Paymob answered an intention without its id, client secret or order');
      }
      return { id, clientSecret, orderId: String(orderId) };
    },

    /** Paymob's hosted checkout of an intention. */
    checkoutUrl(clientSecret: string): string {
      const query = new URLSearchParams({ publicKey: options.publicKey, clientSecret });
      return `${options.apiUrl}/unifiedcheckout/?${query}`;
    },

    /** POST /api/acceptance/void_refund/refund: answers the refund's transaction id and whether Paymob took it. */
    async refund(transactionId: string, amountCents: number): Promise<{ transactionId: string; success: boolean }> {
      const answer = await post('/api/acceptance/void_refund/refund', { transaction_id: Number(transactionId), amount_cents: amountCents });
      return { transactionId: String(answer.id ?? ''), success: answer.success === true || answer.success === 'true' };
    },
  };
}

export type PaymobClient = ReturnType<typeof paymobClient>;
