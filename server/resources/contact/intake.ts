import { contactSubmissionInputSchema, type ContactSubmission } from '../../../shared/schemas/contact-submission';
import type { Config } from '../../config';
import { parseInput } from '../../http/parse';
import { rateLimiter } from '../../http/rate-limit';
import type { NotificationHub } from '../../realtime/notification-hub';
import type { Repositories } from '../repositories';

/**
 * How a contact-form submission comes in, one way for the API and for the form posted without JavaScript: the
 * per-address limit, the shared schema, storage, and the live notice to every signed-in admin.
 */
export function contactIntake({ config, repositories, hub }: { config: Config; repositories: Repositories; hub: NotificationHub }) {
  // Generous enough for a family sharing one connection, tight enough to stop a script flooding the inbox.
  const limiter = rateLimiter({ points: config.CONTACT_RATE_LIMIT, durationSeconds: 10 * 60, keyPrefix: 'contact' });
  return {
    /** Counts one submission from `ip`; a 429 past the limit. */
    admit: (ip: string) => limiter.consume(ip),
    /** Validates (400 naming the fields), stores and announces a submission. */
    async submit(body: unknown): Promise<ContactSubmission> {
      const input = parseInput(contactSubmissionInputSchema, body);
      const stored = await repositories.contactSubmissions.create({ ...input, isRead: false });
      const { isRead: _isRead, ...notice } = stored;
      hub.broadcast({ type: 'new_contact_submission', data: notice });
      return stored;
    },
  };
}

export type ContactIntake = ReturnType<typeof contactIntake>;
