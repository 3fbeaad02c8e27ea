import { Badge, Button, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { Desktop24Regular, Globe24Regular, PlugDisconnected20Regular, SignOut20Regular } from '@fluentui/react-icons';
import type { SessionInfo } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import { ContentList, ContentRow } from '../../components/content-row';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { IconAction } from '../../components/row-actions';
import { SectionCard } from '../../components/section-card';
import { useNotify } from '../../components/toasts';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useEndOtherSessions, useEndSession, useSessions, useShowRefusal } from './api';
import { readUserAgent } from './user-agent';

const useStyles = makeStyles({
  device: {
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
  },
  current: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
});

/** Every session of the signed-in admin, this device first marked as such; end one, or all the others. */
export function SessionsSection() {
  const { t } = useAdminTranslation();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const askToConfirm = useAdminUi((state) => state.askToConfirm);
  const notify = useNotify();
  const showRefusal = useShowRefusal();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const confirmEndOthers = () =>
    askToConfirm({
      title: t('security.sessions.endOthersTitle'),
      message: t('security.sessions.endOthersMessage'),
      confirmLabel: t('security.sessions.endOthers'),
      onConfirm: () =>
        endOthers.mutateAsync().then(
          () => notify({ title: t('toast.success'), body: t('security.sessions.othersEnded'), intent: 'success' }),
          (error: unknown) => {
            showRefusal(error, { fallback: 'security.sessions.endFailed' });
            throw error;
          },
        ),
    });

  return (
    <SectionCard
      icon={<Desktop24Regular />}
      title={t('security.sessions.title')}
      description={t('security.sessions.description')}
      testId="sessions"
      actions={
        <Button icon={<SignOut20Regular />} onClick={confirmEndOthers} disabled={others.length === 0 || endOthers.isPending}>
          {t('security.sessions.endOthers')}
        </Button>
      }
    >
      {sessions.isPending ? (
        <Spinner size="small" label={t('common.working')} />
      ) : sessions.isError ? (
        <LoadFailed message={t('security.sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ContentList label={t('security.sessions.listLabel')}>
            {[...sessions.data].sort(currentFirst).map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ContentList>
          {others.length === 0 ? <EmptyState title={t('security.sessions.onlyThisDevice')} /> : null}
        </>
      )}
    </SectionCard>
  );
}

const currentFirst = (a: SessionInfo, b: SessionInfo) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt);

function SessionRow({ session }: { session: SessionInfo }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const end = useEndSession();
  const notify = useNotify();
  const showRefusal = useShowRefusal();
  const device = useDeviceName(session);

  const endSession = () =>
    end.mutate(session.id, {
      onSuccess: () => notify({ title: t('toast.success'), body: t('security.sessions.ended'), intent: 'success' }),
      onError: (error) => showRefusal(error, { fallback: 'security.sessions.endFailed' }),
    });

  return (
    <ContentRow
      testId={`session-${session.id}`}
      highlighted={session.current}
      media={
        <span className={mergeClasses(styles.device, session.current && styles.current)} aria-hidden>
          {session.kind === 'desktop' ? <Desktop24Regular /> : <Globe24Regular />}
        </span>
      }
      title={<span dir="auto">{device}</span>}
      badges={
        <>
          <Badge appearance="outline" color="informative" size="small">
            {session.kind === 'desktop' ? t('security.sessions.desktop') : t('security.sessions.browser')}
          </Badge>
          {session.current ? (
            <Badge appearance="filled" color="brand" size="small">
              {t('security.sessions.thisDevice')}
            </Badge>
          ) : null}
        </>
      }
      meta={
        <>
          <span>{t('security.sessions.signedIn', { date: formatMoment(session.createdAt, language) })}</span>
          <span>{t('security.sessions.lastSeen', { date: formatMoment(session.lastSeenAt, language) })}</span>
        </>
      }
      actions={
        session.current ? null : (
          <IconAction label={t('security.sessions.endNamed', { device })} icon={<PlugDisconnected20Regular />} onClick={endSession} disabled={end.isPending} />
        )
      }
    />
  );
}

/** 'Chrome 126 on Windows', 'DietBar desktop app on macOS', or 'Unknown browser'. */
function useDeviceName(session: SessionInfo): string {
  const { t } = useAdminTranslation();
  const agent = readUserAgent(session.userAgent);
  const client = agent.desktopApp ? t('security.sessions.desktopApp') : agent.client;
  if (client && agent.system) return t('security.sessions.clientOn', { client, system: agent.system });
  return client ?? agent.system ?? t('security.sessions.unknownDevice');
}
