import { z } from 'zod';
import { API_ROUTES } from '@shared/api-routes';
import { whatsappReplySchema } from '@shared/schemas/whatsapp';
import { requireAdmin } from '../../auth/middleware';
import { ApiError } from '../../http/errors';
import { idParams, validate } from '../../http/validate';
import { signedByMeta } from '../../whatsapp/webhook-signature';
import type { AppDeps, AppRouter } from '../app-deps';

/** Meta's verification of the webhook's address: `hub.mode`, `hub.verify_token` and `hub.challenge` in the query. */
const verificationQuery = z.looseObject({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/** A webhook's body: an object, read event by event and leaving out what it does not know (parseWebhook). */
const webhookBody = z.looseObject({ object: z.string().max(100) });

/** WhatsApp: the connection's state, Meta's webhook, and the practice's answer to a lead. */
export function whatsappRoutes(router: AppRouter, { whatsapp, repositories, logger }: AppDeps) {
  router.get(API_ROUTES.whatsapp.status, requireAdmin, async (ctx) => {
    ctx.body = await whatsapp.status();
  });

  router.get(API_ROUTES.whatsapp.webhook, validate({ query: verificationQuery }), async (ctx) => {
    const { query } = ctx.input;
    const challenge = whatsapp.verificationAnswer({ mode: query['hub.mode'], token: query['hub.verify_token'], challenge: query['hub.challenge'] });
    if (challenge === undefined) {
      logger.warn('a verification of the WhatsApp webhook was refused: its token does not match');
      throw new ApiError(403, 'forbidden', 'The verify token does not match');
    }
    ctx.type = 'text/plain';
    ctx.body = challenge;
  });

  // Believed only when Meta's signature of its bytes matches (signedByMeta); each event is applied once however often
  // it comes. No limit per address: Meta's deliveries come from its few addresses, and a refused one is retried.
  router.post(API_ROUTES.whatsapp.webhook, signedByMeta(whatsapp.appSecret), validate({ body: webhookBody }), async (ctx) => {
    await whatsapp.applyWebhook(ctx.input.body);
    ctx.body = { received: true };
  });

  router.post(API_ROUTES.whatsapp.leadReply, requireAdmin, validate({ params: idParams, body: whatsappReplySchema }), async (ctx) => {
    const lead = await repositories.leads.get(ctx.input.params.id);
    ctx.status = 201;
    ctx.body = await whatsapp.reply(lead, ctx.input.body.text);
  });
}
