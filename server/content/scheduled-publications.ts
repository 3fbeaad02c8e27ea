import type { Logger } from 'pino';
import type { ContentVersion } from '../http/content-version';

interface PublishableTable {
  /** When the next published row whose time is later than `after` appears, if any does. */
  nextPublicationAfter(after: Date): Promise<Date | undefined>;
}

/**
 * Makes the content version change by itself when a scheduled post or story appears, so that every cached page, list,
 * sitemap and feed made before that moment expires at it, without a restart or a write. After each change the tables
 * are asked for the next publication after the moment the change holds from (not after now: an item due while the
 * question runs is then still found, and, its time being past, changes the version at the next read).
 */
export async function followScheduledPublications({ contentVersion, tables, now, logger }: {
  contentVersion: ContentVersion;
  tables: PublishableTable[];
  now: () => Date;
  logger: Logger;
}): Promise<void> {
  let asked = 0;
  const planNextChange = async (after: Date) => {
    const question = ++asked;
    const moments = (await Promise.all(tables.map((table) => table.nextPublicationAfter(after)))).filter((moment) => moment !== undefined);
    // A later change asked again meanwhile: its answer is the one that counts.
    if (question !== asked) return;
    contentVersion.changeAt(moments.length === 0 ? undefined : new Date(Math.min(...moments.map((moment) => moment.getTime()))));
  };
  contentVersion.onChange((asOf) => {
    planNextChange(asOf).catch((error: unknown) => logger.error({ err: error }, 'the next scheduled publication could not be read'));
  });
  await planNextChange(now());
}
