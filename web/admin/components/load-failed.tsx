import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useAdminTranslation } from '../i18n';

/** What could not be read (a list, a panel, the dashboard), with Try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useAdminTranslation();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
