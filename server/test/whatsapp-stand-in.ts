import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { freePort } from './free-port';

/**
 * A stand-in for Meta's Graph API for WhatsApp (graph.facebook.com/v26.0) on 127.0.0.1, for tests that must never
 * reach the network. It follows Meta's Cloud API documentation: `POST /{phone number id}/messages` with a Bearer
 * token (a template must exist on the account and be approved: 132001 otherwise, 132015 when paused), the number's
 * `display_phone_number`, the business account's `message_templates` (list, create, update by id), and the webhooks
 * Meta sends: message statuses, visitors' messages and template reviews, signed with the app's secret in
 * X-Hub-Signature-256 over the body as Meta serialises it (non-ASCII escaped as \uXXXX).
 */

export interface WhatsappStandInOptions {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  businessAccountId: string;
  /** The business number as Meta displays it. */
  displayNumber: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string;
  body: any;
}

export interface StandInTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  components: unknown[];
}

/** An error Meta answers with: its HTTP status, its code and its message. */
export interface StandInError {
  status: number;
  code: number;
  message: string;
}

/** Meta's serialisation of a webhook body: JSON with every non-ASCII character escaped as \uXXXX. */
export const metaJson = (body: unknown) => JSON.stringify(body).replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

const graphError = (error: StandInError) => ({ error: { message: error.message, type: 'OAuthException', code: error.code, error_data: { messaging_product: 'whatsapp', details: error.message }, fbtrace_id: randomBytes(6).toString('hex') } });

export async function startWhatsappStandIn(options: WhatsappStandInOptions) {
  const requests: RecordedRequest[] = [];
  const templates = new Map<string, StandInTemplate>();
  /** Errors the next message requests answer, in order (then success again). */
  const nextErrors: StandInError[] = [];
  let messageCount = 0;
  /** What runs after a message is accepted and before the answer goes (a webhook that overtakes it). */
  const hooks: { beforeAnswering?: (id: string) => Promise<void> } = {};
  /** The messages accepted, with the id given to each, in order. */
  const accepted: { id: string; body: any }[] = [];

  const keyOf = (name: string, language: string) => `${name} ${language}`;

  function answer(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function sendMessage(body: any): [number, unknown] {
    if (body?.messaging_product !== 'whatsapp' || typeof body.to !== 'string') return [400, graphError({ status: 400, code: 100, message: 'Invalid parameter' })];
    const queued = nextErrors.shift();
    if (queued) return [queued.status, graphError(queued)];
    if (body.type === 'template') {
      const template = templates.get(keyOf(body.template?.name, body.template?.language?.code));
      if (!template || template.status === 'PENDING' || template.status === 'REJECTED') {
        return [404, graphError({ status: 404, code: 132001, message: 'Template name does not exist in the translation' })];
      }
      if (template.status === 'PAUSED') return [400, graphError({ status: 400, code: 132015, message: 'Template is paused' })];
      const placeholders = new Set(JSON.stringify(template.components).match(/\{\{\d+\}\}/g) ?? []).size;
      const given = (body.template.components ?? []).flatMap((component: any) => component.parameters ?? []).length;
      if (placeholders !== given) return [400, graphError({ status: 400, code: 132000, message: 'Number of parameters does not match the expected number of params' })];
    } else if (body.type !== 'text' || typeof body.text?.body !== 'string') {
      return [400, graphError({ status: 400, code: 100, message: 'Invalid parameter' })];
    }
    messageCount += 1;
    const id = `wamid.${Buffer.from(`${options.phoneNumberId}-${messageCount}-${randomBytes(4).toString('hex')}`).toString('base64')}`;
    accepted.push({ id, body });
    return [200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to.replace(/^\+/, '') }], messages: [{ id, ...(body.type === 'template' ? { message_status: 'accepted' } : {}) }] }];
  }

  function route(method: string, path: string, query: URLSearchParams, body: any): [number, unknown] {
    if (method === 'POST' && path === `/${options.phoneNumberId}/messages`) return sendMessage(body);
    if (method === 'GET' && path === `/${options.phoneNumberId}`) return [200, { display_phone_number: options.displayNumber, id: options.phoneNumberId }];
    if (path === `/${options.businessAccountId}/message_templates`) {
      if (method === 'GET') {
        const all = [...templates.values()];
        const start = Number(query.get('after') ?? 0);
        const limit = Number(query.get('limit') ?? 25);
        const page = all.slice(start, start + limit);
        const more = start + limit < all.length;
        return [200, { data: page.map(({ id, name, language, status, category }) => ({ id, name, language, status, category })), paging: { cursors: { before: String(start), after: String(start + page.length) }, ...(more ? { next: 'https://graph.facebook.com/next' } : {}) } }];
      }
      if (method === 'POST') {
        if (templates.has(keyOf(body.name, body.language))) return [400, graphError({ status: 400, code: 100, message: `Message template "${body.name}" already exists in ${body.language}` })];
        const template = { id: String(1_000_000 + templates.size), name: body.name, language: body.language, status: 'PENDING', category: body.category, components: body.components };
        templates.set(keyOf(body.name, body.language), template);
        return [200, { id: template.id, status: template.status, category: template.category }];
      }
    }
    const edited = [...templates.values()].find((template) => method === 'POST' && path === `/${template.id}`);
    if (edited) {
      edited.components = body.components;
      return [200, { success: true }];
    }
    return [404, graphError({ status: 404, code: 803, message: `Unknown path components: ${path}` })];
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname.replace(/^\/v\d+\.\d+/, '');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: any;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const authorization = request.headers.authorization ?? '';
      requests.push({ method: request.method ?? '', path, authorization, body });
      if (authorization !== `Bearer ${options.accessToken}`) {
        answer(response, 401, graphError({ status: 401, code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }));
        return;
      }
      const acceptedBefore = accepted.length;
      const [status, reply] = route(request.method ?? '', path, url.searchParams, body);
      // Meta's webhooks may overtake its answer to the send.
      if (accepted.length > acceptedBefore && hooks.beforeAnswering) await hooks.beforeAnswering(accepted.at(-1)!.id);
      answer(response, status, reply);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  const envelope = (field: string, value: unknown) => ({ object: 'whatsapp_business_account', entry: [{ id: options.businessAccountId, changes: [{ value, field }] }] });
  const metadata = { display_phone_number: options.displayNumber.replace(/\D/g, ''), phone_number_id: options.phoneNumberId };

  return {
    /** WHATSAPP_API_URL for the product: this server with Meta's version in the path. */
    url: `http://127.0.0.1:${port}/v26.0`,
    requests,
    accepted,
    hooks,
    /** The message requests received, oldest first (refused ones included). */
    messages: () => requests.filter((request) => request.method === 'POST' && request.path === `/${options.phoneNumberId}/messages`).map((request) => request.body),
    templates,
    /** Puts a template on the account in `status` (as if reviewed), or changes its status. */
    setTemplate(name: string, language: string, status: string, components: unknown[] = [{ type: 'BODY', text: '{{1}} {{2}} {{3}} {{4}} {{5}}' }]) {
      const existing = templates.get(keyOf(name, language));
      if (existing) existing.status = status;
      else templates.set(keyOf(name, language), { id: String(1_000_000 + templates.size), name, language, status, category: 'UTILITY', components });
    },
    /** The next message requests fail with these, in order. */
    failNextMessages(...errors: StandInError[]) {
      nextErrors.push(...errors);
    },
    webhook: {
      statuses: (...statuses: { id: string; status: string; timestamp?: number; recipient?: string; error?: { code: number; title: string } }[]) =>
        envelope('messages', {
          messaging_product: 'whatsapp',
          metadata,
          statuses: statuses.map(({ id, status, timestamp = Math.floor(Date.now() / 1000), recipient = '201001234567', error }) => ({
            id,
            status,
            timestamp: String(timestamp),
            recipient_id: recipient,
            ...(error ? { errors: [{ code: error.code, title: error.title, message: error.title, error_data: { details: error.title } }] } : {}),
          })),
        }),
      message: ({ from, name, text, id = `wamid.${randomBytes(12).toString('base64')}`, timestamp = Math.floor(Date.now() / 1000) }: { from: string; name: string; text: string; id?: string; timestamp?: number }) =>
        envelope('messages', {
          messaging_product: 'whatsapp',
          metadata,
          contacts: [{ profile: { name }, wa_id: from }],
          messages: [{ from, id, timestamp: String(timestamp), type: 'text', text: { body: text } }],
        }),
      templateStatus: (name: string, language: string, event: string) =>
        envelope('message_template_status_update', { event, message_template_id: Number(templates.get(keyOf(name, language))?.id ?? 0), message_template_name: name, message_template_language: language, reason: event === 'REJECTED' ? 'INVALID_FORMAT' : 'NONE' }),
    },
    /**
     * Posts a webhook body to the product's address as Meta does: serialised as Meta does and signed with `secret` (the
     * app's secret by default); `signature: false` sends none, a string sends that header as it is.
     */
    async deliver(target: string, body: unknown, { secret = options.appSecret, signature }: { secret?: string; signature?: string | false } = {}) {
      const text = metaJson(body);
      const header: Record<string, string> = signature === false ? {} : { 'X-Hub-Signature-256': signature ?? `sha256=${createHmac('sha256', secret).update(text).digest('hex')}` };
      const response = await fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/json', ...header }, body: text });
      return { status: response.status, text: await response.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WhatsappStandIn = Awaited<ReturnType<typeof startWhatsappStandIn>>;
