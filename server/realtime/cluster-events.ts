import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { ServerMessage } from '@shared/api-types';
import { WS_NEW_LEAD } from '@shared/constants';
import type { Database } from '../db/connection';

/**
 * What one instance tells the others: a message for every admin's socket, sessions that ended, public content that
 * changed, bookings that changed (which free times are).
 */
export type ClusterEvent =
  | { type: 'broadcast'; message: ServerMessage }
  | { type: 'sessions_ended'; sessionIds: string[] }
  | { type: 'content_changed' }
  | { type: 'bookings_changed' };

/** The other instances on the same database; on SQLite (one machine, one instance) there are none. */
export interface ClusterEvents {
  /** Tells every other instance (this one has acted on it already). */
  publish(event: ClusterEvent): void;
  /** Hears what the other instances publish; after a lost link, `content_changed` stands for whatever was missed (see deliver). */
  subscribe(listener: (event: ClusterEvent) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'dietbar_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const PAYLOAD_LIMIT = 7900;
/** A lead's message in a notice that would not fit: the dashboard and the desktop app show its first words only. */
const SHORTENED_MESSAGE = 500;
const RECONNECT_MS = 1000;

/** No other instance: nothing to publish to, nothing to hear. */
const alone: ClusterEvents = { publish() {}, subscribe() {}, close: async () => {} };

/**
 * The instances' news through PostgreSQL's LISTEN/NOTIFY, no other broker: each instance listens on a connection of its
 * own and publishes through the pool. A notification reaches every listener once its transaction commits (a NOTIFY
 * outside one at once), in well under a second. Each event names the instance that sent it, which ignores its own.
 */
export async function clusterEvents({ db, databaseUrl, logger }: { db: Database; databaseUrl: string | undefined; logger: Logger }): Promise<ClusterEvents> {
  if (!databaseUrl) return alone;
  // node-postgres only here, with PostgreSQL: a server on SQLite starts without it.
  const { default: postgres } = await import('pg');
  const instance = randomUUID();
  const listeners: Array<(event: ClusterEvent) => void> = [];
  const deliver = (event: ClusterEvent) => listeners.forEach((listener) => listener(event));
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    const connection = new postgres.Client({ connectionString: databaseUrl });
    connection.on('notification', ({ payload }) => {
      if (!payload) return;
      try {
        const { from, event } = JSON.parse(payload) as { from: string; event: ClusterEvent };
        if (from !== instance) deliver(event);
      } catch (error) {
        logger.warn({ err: error }, 'ignored a malformed cluster event');
      }
    });
    connection.on('error', (error) => {
      logger.warn({ err: error }, 'the cluster events connection failed; listening again');
      void connection.end().catch(() => undefined);
      if (client === connection) reconnectLater();
    });
    await connection.connect();
    await connection.query(`LISTEN ${CHANNEL}`);
    client = connection;
  };
  const reconnectLater = () => {
    client = undefined;
    if (closed) return;
    retry = setTimeout(() => {
      listen()
        // Whatever was published while deaf: the caches are dropped rather than trusted.
        .then(() => deliver({ type: 'content_changed' }))
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'the cluster events connection could not be opened');
          reconnectLater();
        });
    }, RECONNECT_MS);
  };
  await listen();

  return {
    publish(event) {
      const payload = JSON.stringify({ from: instance, event: fitted(event) });
      db.raw('SELECT pg_notify(?, ?)', [CHANNEL, payload]).catch((error: unknown) => logger.error({ err: error, type: event.type }, 'a cluster event could not be published'));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** The event as it fits in a notification: a lead's long message is shortened in its notice. */
function fitted(event: ClusterEvent): ClusterEvent {
  if (Buffer.byteLength(JSON.stringify(event)) < PAYLOAD_LIMIT) return event;
  if (event.type === 'broadcast' && event.message.type === WS_NEW_LEAD) {
    const { data } = event.message;
    return { ...event, message: { ...event.message, data: { ...data, message: `${data.message.slice(0, SHORTENED_MESSAGE)}…` } } };
  }
  return event;
}
