import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { BrandMark } from '../components/brand-mark';
import { TextField } from '../components/form-fields';
import { LoadingScreen } from '../components/loading-screen';
import { useAdminTranslation } from '../i18n';
import { adminPlatform } from '../platform';
import type { ServerAddress } from '../platform/admin-platform';

const DEFAULT_SERVER = 'http://localhost:3000';

const useStyles = makeStyles({
  page: { minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalL, boxSizing: 'border-box' },
  card: {
    width: '100%',
    maxWidth: '440px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    boxSizing: 'border-box',
  },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Where a server must be chosen first (the desktop app), asks for its address; elsewhere shows the admin at once. */
export function ServerGate({ children }: { children: ReactNode }) {
  const serverAddress = adminPlatform().serverAddress;
  return serverAddress ? <ChooseServer serverAddress={serverAddress}>{children}</ChooseServer> : children;
}

function ChooseServer({ serverAddress, children }: { serverAddress: ServerAddress; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'checking' | 'choosing' | 'ready'>('checking');
  const [address, setAddress] = useState(DEFAULT_SERVER);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void serverAddress.current().then((current) => {
      if (current) setAddress(current);
      setState(current ? 'ready' : 'choosing');
    });
    return serverAddress.onChangeRequested(() => setState('choosing'));
  }, [serverAddress]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    const accepted = await serverAddress.change(address.trim()).catch(() => false);
    setBusy(false);
    if (!accepted) return setFailed(true);
    queryClient.clear();
    setState('ready');
  };

  if (state === 'checking') return <LoadingScreen label={t('server.checking')} />;
  if (state === 'ready') return children;
  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.heading}>
          <BrandMark large />
          <Text as="h1" size={600} weight="bold">
            {t('server.title')}
          </Text>
        </div>
        <Text className={styles.muted}>{t('server.explained')}</Text>
        {failed ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('server.unreachable')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <TextField label={t('server.address')} type="url" lang="en" required value={address} onChange={setAddress} />
        <Button appearance="primary" type="submit" disabled={busy || !address.trim()}>
          {busy ? t('server.connecting') : t('server.connect')}
        </Button>
      </form>
    </div>
  );
}
