import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useAdminTranslation } from '../i18n';
import { datesInOrder } from '../lib/date-range';

const useStyles = makeStyles({ date: { minWidth: 0, width: '100%' } });

/**
 * A list's From and To date filters (YYYY-MM-DD, '' for an open end), side by side in the filters' grid; To says so when
 * the range ends before it starts.
 */
export function DateRangeFields(props: { from: string; to: string; onChange(range: { from?: string; to?: string }): void; labels: { from: string; to: string } }) {
  const { from, to, onChange, labels } = props;
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const valid = datesInOrder({ from, to });
  return (
    <>
      <Field label={labels.from} size="small">
        <Input className={styles.date} size="small" type="date" value={from} max={to || undefined} onChange={(_, data) => onChange({ from: data.value })} />
      </Field>
      <Field label={labels.to} size="small" validationState={valid ? 'none' : 'error'} validationMessage={valid ? undefined : t('common.datesOutOfOrder')}>
        <Input className={styles.date} size="small" type="date" value={to} min={from || undefined} onChange={(_, data) => onChange({ to: data.value })} />
      </Field>
    </>
  );
}
