import { Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular, Copy20Regular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { useNotify } from '../../components/toasts';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useCalendarFeed, useRenewCalendarFeed } from './api';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  muted: { color: tokens.colorNeutralForeground3 },
  address: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1, flexBasis: '280px', minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The signed-in admin's private calendar address, to subscribe to from a calendar app; copied, or renewed when it leaked. */
export function CalendarFeedPanel() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const askToConfirm = useAdminUi((state) => state.askToConfirm);
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const input = useRef<HTMLInputElement>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ title: t('bookings.feed.copied'), intent: 'success' });
    } catch {
      // No clipboard access (an old browser, a refused permission): the address is selected to copy by hand.
      input.current?.select();
      notify({ title: t('bookings.feed.copyByHand'), intent: 'info' });
    }
  };
  const askToRenew = () =>
    askToConfirm({
      title: t('bookings.feed.renewTitle'),
      message: t('bookings.feed.renewMessage'),
      confirmLabel: t('bookings.feed.renew'),
      onConfirm: () => renew.mutateAsync(),
    });

  return (
    <div className={styles.panel}>
      <Text>{t('bookings.feed.explanation')}</Text>
      {feed.isError ? (
        <LoadFailed message={t('bookings.feed.loadFailed')} onRetry={() => void feed.refetch()} />
      ) : !feed.data ? (
        <Spinner size="small" label={t('bookings.feed.loading')} />
      ) : (
        <>
          <div className={styles.address}>
            <Field label={t('bookings.feed.address')} className={styles.field}>
              <Input ref={input} readOnly dir="ltr" value={feed.data.url} onFocus={(event) => event.target.select()} />
            </Field>
            <Button icon={<Copy20Regular />} onClick={() => void copy(feed.data.url)}>
              {t('bookings.feed.copy')}
            </Button>
          </div>
          <Text size={200} className={styles.muted}>
            {t('bookings.feed.private')}
          </Text>
          <div className={styles.actions}>
            <Button icon={<ArrowSync20Regular />} disabled={renew.isPending} onClick={askToRenew}>
              {t('bookings.feed.renew')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
