import type { Logger } from 'pino';
import { CONTACT_HONEYPOT_FIELD, contactSubmissionInputSchema, type ContactSubmission } from '../../../shared/schemas/contact-submission';
import type { Config } from '../../config';
import { parseInput } from '../../http/parse';
import { rateLimiter } from '../../http/rate-limit';
import type { NotificationHub } from '../../realtime/notification-hub';
import type { Repositories } from '../repositories';

/** True when the hidden field holds anything: a person never sees it, so only a bot fills it. */
function filledHoneypot(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null | undefined)?.[CONTACT_HONEYPOT_FIELD];
  return typeof value === 'string' ? value !== '' : value !== undefined && value !== null;
}

/**
 * How a contact-form submission comes in, one way for the API and for the form posted without JavaScript: the
 * per-address limit, the shared schema, the honeypot, storage, and the live notice to every signed-in admin.
 */
export function contactIntake({ config, repositories, hub, logger }: { config: Config; repositories: Repositories; hub: NotificationHub; logger: Logger }) {
  // Generous enough for a family sharing one connection, tight enough to stop a script flooding the inbox.
  const limiter = rateLimiter({ points: config.CONTACT_RATE_LIMIT, durationSeconds: 10 * 60, keyPrefix: 'contact' });
  return {
    /** Counts one submission from `ip`; a 429 past the limit. */
    admit: (ip: string) => limiter.consume(ip),
    /**
     * Validates (400 naming the fields), stores and announces a submission. One that filled the honeypot is validated
     * the same way and answered the same way, with an id of its own that no stored submission gets, but it is neither
     * kept nor announced: a bot cannot tell it was caught.
     */
    async submit(body: unknown): Promise<ContactSubmission> {
      const submission = { ...parseInput(contactSubmissionInputSchema, body), isRead: false };
      if (filledHoneypot(body)) {
        logger.info('a contact submission filled the hidden field: answered as sent, neither kept nor announced');
        return repositories.contactSubmissions.createDiscarded(submission);
      }
      const stored = await repositories.contactSubmissions.create(submission);
      const { isRead: _isRead, ...notice } = stored;
      hub.broadcast({ type: 'new_contact_submission', data: notice });
      return stored;
    },
  };
}

export type ContactIntake = ReturnType<typeof contactIntake>;
