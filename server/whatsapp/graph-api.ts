import type { WhatsappLanguage, WhatsappTemplateStatus } from '@shared/schemas/whatsapp';
import { WHATSAPP_TEMPLATE_STATUSES } from '@shared/schemas/whatsapp';
import type { WhatsappOptions } from '../config';

/** How long one call to the Graph API may take before it counts as failed. */
const REQUEST_TIMEOUT_MS = 15_000;

/** Meta's codes that mean "not now": the template is not approved yet, or paused (132001 does not exist yet, 132015 paused). */
const TEMPLATE_NOT_READY = new Set([132001, 132015]);
/** Meta's codes of a passing trouble (service unavailable, throughput and rate limits), retried with backoff. */
const TEMPORARY = new Set([1, 2, 4, 80007, 130429, 131016, 131048, 131056, 133004]);

/**
 * What the Graph API answered instead of success, with Meta's code and title. `retry` says what to do: `wait` for a
 * template to be approved, `backoff` for a passing trouble, `never` for a refusal no retry mends (a bad number).
 */
export class GraphApiError extends Error {
  readonly retry: 'wait' | 'backoff' | 'never';

  constructor(
    readonly status: number,
    readonly code: number,
    readonly title: string,
  ) {
    super(`WhatsApp answered ${status}, error ${code}: ${title}`);
    this.name = 'GraphApiError';
    this.retry = TEMPLATE_NOT_READY.has(code) ? 'wait' : status >= 500 || status === 429 || TEMPORARY.has(code) ? 'backoff' : 'never';
  }
}

/** Meta's error (`{error: {code, message, error_data: {details}}}`), shortened; never the request, whose header holds the token. */
async function errorOf(response: Response): Promise<GraphApiError> {
  const text = await response.text().catch(() => '');
  try {
    const { error } = JSON.parse(text) as { error?: { code?: number; message?: string; error_data?: { details?: string } } };
    const title = [error?.message, error?.error_data?.details].filter(Boolean).join(': ') || text;
    return new GraphApiError(response.status, Number(error?.code ?? 0), title.slice(0, 300));
  } catch {
    return new GraphApiError(response.status, 0, text.slice(0, 300) || response.statusText);
  }
}

/** A template message: the template's name, its language and its body's parameters, in order. */
export interface TemplateMessage {
  template: string;
  language: WhatsappLanguage;
  parameters: string[];
}

/** One template of the business account, as its list names it. */
export interface AccountTemplate {
  id: string;
  name: string;
  language: string;
  status: WhatsappTemplateStatus;
}

const knownStatus = (status: unknown): WhatsappTemplateStatus =>
  WHATSAPP_TEMPLATE_STATUSES.includes(status as WhatsappTemplateStatus) ? (status as WhatsappTemplateStatus) : 'PENDING';

/** Meta's Graph API for WhatsApp: messages from the business number, and the business account's templates. */
export function graphApi(options: WhatsappOptions) {
  const headers = { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json', accept: 'application/json' };

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, any>> {
    const response = await fetch(`${options.apiUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw await errorOf(response);
    return (await response.json()) as Record<string, any>;
  }

  /** Sends a message to `to` (E.164); answers Meta's id of it (`wamid.…`). */
  async function send(to: string, content: Record<string, unknown>): Promise<string> {
    const answer = await call('POST', `/${options.phoneNumberId}/messages`, { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...content });
    const id = answer.messages?.[0]?.id;
    if (typeof id !== 'string') throw new GraphApiError(200, 0, 'The answer names no message id');
    return id;
  }

  return {
    sendTemplate: (to: string, { template, language, parameters }: TemplateMessage) =>
      send(to, {
        type: 'template',
        template: {
          name: template,
          language: { code: language },
          ...(parameters.length > 0 ? { components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }] } : {}),
        },
      }),
    sendText: (to: string, text: string) => send(to, { type: 'text', text: { preview_url: false, body: text } }),

    /** The business number as WhatsApp shows it (`+20 100 123 4567`). */
    async displayNumber(): Promise<string> {
      const answer = await call('GET', `/${options.phoneNumberId}?fields=display_phone_number`);
      return String(answer.display_phone_number ?? '');
    },

    /** Every template of the business account (following the list's pages). */
    async templates(): Promise<AccountTemplate[]> {
      if (!options.businessAccountId) return [];
      const found: AccountTemplate[] = [];
      let path: string | undefined = `/${options.businessAccountId}/message_templates?fields=id,name,language,status&limit=100`;
      for (let page = 0; path && page < 20; page += 1) {
        const answer = await call('GET', path);
        for (const entry of answer.data ?? []) found.push({ id: String(entry.id), name: String(entry.name), language: String(entry.language), status: knownStatus(entry.status) });
        const after = answer.paging?.cursors?.after;
        path = answer.paging?.next && after ? `/${options.businessAccountId}/message_templates?fields=id,name,language,status&limit=100&after=${encodeURIComponent(after)}` : undefined;
      }
      return found;
    },

    /** Creates a template on the business account; answers its id and status. */
    async createTemplate(definition: Record<string, unknown>): Promise<{ id: string; status: WhatsappTemplateStatus }> {
      const answer = await call('POST', `/${options.businessAccountId}/message_templates`, definition);
      return { id: String(answer.id), status: knownStatus(answer.status) };
    },

    /** Replaces an existing template's components (Meta reviews it again). */
    async updateTemplate(id: string, components: unknown): Promise<void> {
      await call('POST', `/${encodeURIComponent(id)}`, { components });
    },
  };
}

export type GraphApi = ReturnType<typeof graphApi>;
