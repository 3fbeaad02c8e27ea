import { makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { practiceDateTime } from '@shared/booking/slots';
import { formatMoney } from '@shared/format';
import { usePracticeZone } from '../../components/booking-list';
import { LoadFailed } from '../../components/load-failed';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { usePaymentMonths } from './api';
import { monthName, monthsSpan, totalOfMonths, type PaymentFilters } from './payment-query';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, marginBlockEnd: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  // A phone scrolls the table inside its own box rather than the page sideways.
  scroller: { overflowX: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusLarge },
  table: { width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    textAlign: 'end',
    whiteSpace: 'nowrap',
    borderBlockEndWidth: '1px',
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke3,
  },
  first: { textAlign: 'start' },
  head: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  total: { fontWeight: tokens.fontWeightSemibold, borderBlockEndStyle: 'none' },
});

/**
 * What came in and went back per month of the practice, in EGP, with the sums: in the dates of the filters, or the
 * last twelve months.
 */
export function PaymentMonths({ headingId, filters, enabled }: { headingId: string; filters: PaymentFilters; enabled: boolean }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const timeZone = usePracticeZone() ?? 'UTC';
  const answer = usePaymentMonths(monthsSpan(filters, practiceDateTime(new Date(), timeZone).date), enabled);
  const months = answer.data;
  const money = (cents: number) => formatMoney(cents, language);

  return (
    <>
      <div className={styles.header}>
        <Text as="h3" id={headingId} size={500} weight="semibold">
          {t('payments.months.heading')}
        </Text>
        <Text size={200} className={styles.muted}>
          {t('payments.months.description')}
        </Text>
      </div>
      {answer.isError ? (
        <LoadFailed message={t('payments.months.loadFailed')} onRetry={() => void answer.refetch()} />
      ) : !months ? (
        enabled ? <Spinner size="small" label={t('payments.months.loading')} /> : null
      ) : months.length === 0 ? (
        <Text className={styles.muted}>{t('payments.months.empty')}</Text>
      ) : (
        <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className={styles.table} data-testid="payment-months">
            <thead>
              <tr>
                <th scope="col" className={mergeClasses(styles.cell, styles.first, styles.head)}>
                  {t('payments.months.month')}
                </th>
                <th scope="col" className={mergeClasses(styles.cell, styles.head)}>
                  {t('payments.months.received')}
                </th>
                <th scope="col" className={mergeClasses(styles.cell, styles.head)}>
                  {t('payments.months.refunded')}
                </th>
                <th scope="col" className={mergeClasses(styles.cell, styles.head)}>
                  {t('payments.months.kept')}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} data-month={month.month}>
                  <th scope="row" className={mergeClasses(styles.cell, styles.first)}>
                    {monthName(month.month, language)}
                  </th>
                  <td className={styles.cell}>{money(month.receivedCents)}</td>
                  <td className={styles.cell}>{money(month.refundedCents)}</td>
                  <td className={styles.cell}>{money(month.receivedCents - month.refundedCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <MonthsTotal months={months} money={money} />
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}

function MonthsTotal({ months, money }: { months: Parameters<typeof totalOfMonths>[0]; money(cents: number): string }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const total = totalOfMonths(months);
  const cell = mergeClasses(styles.cell, styles.total);
  return (
    <tr>
      <th scope="row" className={mergeClasses(cell, styles.first)}>
        {t('payments.months.total')}
      </th>
      <td className={cell}>{money(total.receivedCents)}</td>
      <td className={cell}>{money(total.refundedCents)}</td>
      <td className={cell}>{money(total.keptCents)}</td>
    </tr>
  );
}
