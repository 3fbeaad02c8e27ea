import { Button, makeStyles, MessageBar, MessageBarBody, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useAdminTranslation } from '../i18n';

const useStyles = makeStyles({
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  bar: { flexGrow: 1 },
});

/** The progress bar while uploading, and the reason a file was refused. */
export function UploadStatus({ progress, problem, onCancel }: { progress: number | null; problem: string | null; onCancel(): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  return (
    <>
      {progress !== null ? (
        <div className={styles.progress} role="status">
          <ProgressBar className={styles.bar} value={progress} thickness="large" aria-label={t('upload.uploading')} />
          <Text size={200}>{t('upload.percent', { percent: Math.round(progress * 100) })}</Text>
          <Button size="small" appearance="subtle" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      ) : null}
      {problem ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
