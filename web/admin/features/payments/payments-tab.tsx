import { Button, Field, Link, makeStyles, mergeClasses, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Dismiss16Regular, Money24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { formatMoment, formatMoney } from '@shared/format';
import { pickLocalized } from '@shared/localize';
import { PAYMENT_STATUSES, type ManualPaymentMethod, type PaymentStatus, type PaymentSummary } from '@shared/schemas/payment';
import { PAYMOB_METHOD } from '@shared/payment-rules';
import { useManualMethods } from '../../api/payments';
import { ContentList, ContentRow } from '../../components/content-row';
import { DateRangeFields } from '../../components/date-range-fields';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { PaymentStatusBadge } from '../../components/payment-section';
import { useAdminTranslation } from '../../i18n';
import { datesInOrder } from '../../lib/date-range';
import { useAdminUi } from '../../stores/ui-store';
import { useExportPayments, usePayments } from './api';
import { PaymentDialog } from './payment-dialog';
import { PaymentMonths } from './payment-months';
import { NO_PAYMENT_FILTERS, type PaymentFilters } from './payment-query';
import { usePaymentLink } from './use-payment-link';

const useStyles = makeStyles({
  toolbar: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalL,
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 1fr) auto auto' },
  },
  status: { gridColumn: '1 / -1', '@media (min-width: 640px)': { gridColumn: 'auto' } },
  wide: { gridColumn: '1 / -1', justifySelf: 'start', '@media (min-width: 640px)': { gridColumn: 'auto' } },
  name: { fontSize: 'inherit', fontWeight: 'inherit', textAlign: 'start' },
  amount: { fontVariantNumeric: 'tabular-nums' },
  count: { display: 'block', color: tokens.colorNeutralForeground3, marginBlockEnd: tokens.spacingVerticalS },
  list: { transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
  // The answer to other filters on its way: what is shown is still the last one.
  stale: { opacity: 0.6 },
  months: { marginBlockStart: tokens.spacingVerticalXXL },
});

/**
 * The Payments area: every payment, newest first, by state and by the practice's dates of creation, with its CSV
 * export; what came in and went back per month; a payment's own view (`?payment=ID`) with Refund and Mark paid.
 */
export function PaymentsTab() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const [filters, setFilters] = useState<PaymentFilters>(NO_PAYMENT_FILTERS);
  const valid = datesInOrder(filters);
  const answer = usePayments(filters, valid);
  const exportCsv = useExportPayments();
  const { paymentId, openPayment, closePayment } = usePaymentLink();
  const set = (changes: Partial<PaymentFilters>) => setFilters((current) => ({ ...current, ...changes }));
  const filtered = filters.status !== '' || filters.from !== '' || filters.to !== '';
  const list = answer.data;

  return (
    <>
      <div className={styles.toolbar}>
        <Field label={t('payments.filters.status')} size="small" className={styles.status}>
          <Select size="small" value={filters.status} onChange={(_, data) => set({ status: data.value as PaymentStatus | '' })}>
            <option value="">{t('payments.filters.anyStatus')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`payments.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        <DateRangeFields from={filters.from} to={filters.to} onChange={set} labels={{ from: t('payments.filters.from'), to: t('payments.filters.to') }} />
        {filtered ? (
          <Button className={styles.wide} size="small" appearance="subtle" icon={<Dismiss16Regular />} onClick={() => setFilters(NO_PAYMENT_FILTERS)}>
            {t('payments.filters.clear')}
          </Button>
        ) : null}
        <Button className={styles.wide} icon={<ArrowDownload20Regular />} disabled={exportCsv.isPending || !valid || !list?.total} onClick={() => exportCsv.mutate(filters)}>
          {t('payments.export')}
        </Button>
      </div>
      {answer.isError ? (
        <LoadFailed message={t('payments.loadFailed')} onRetry={() => void answer.refetch()} />
      ) : !list ? (
        valid ? <Spinner label={t('payments.loading')} /> : null
      ) : list.payments.length === 0 ? (
        <EmptyState icon={<Money24Regular />} title={filtered ? t('payments.noMatches') : t('payments.empty')} />
      ) : (
        <div className={mergeClasses(styles.list, answer.isPlaceholderData && styles.stale)} aria-busy={answer.isFetching}>
          <Text size={200} className={styles.count}>
            {t('payments.count', { amount: list.total })}
          </Text>
          <PaymentRows payments={list.payments} onOpen={openPayment} />
        </div>
      )}
      <section className={styles.months} aria-labelledby="payment-months-heading">
        <PaymentMonths headingId="payment-months-heading" filters={filters} enabled={valid} />
      </section>
      {paymentId !== undefined ? <PaymentDialog key={paymentId} id={paymentId} onClose={closePayment} /> : null}
    </>
  );
}

/** A method's name in the admin's language: Paymob's, or a manual method's (its number when it was removed since). */
function methodName(method: PaymentSummary['method'], methods: readonly ManualPaymentMethod[], language: 'en' | 'ar', paymob: string) {
  if (method === PAYMOB_METHOD) return paymob;
  const manual = methods.find((item) => item.id === method);
  return manual ? (pickLocalized<string>({ ...manual }, 'name', language) ?? manual.nameEn) : `#${method}`;
}

/** The payments as rows: the visitor (opening the payment), its state, amount, refunded amount, method, Paymob's id, when. */
function PaymentRows({ payments, onOpen }: { payments: readonly PaymentSummary[]; onOpen(id: number): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const methods = useManualMethods().data ?? [];
  return (
    <ContentList label={t('tabs.payments')}>
      {payments.map((payment) => (
        <ContentRow
          key={payment.id}
          testId={`payment-${payment.id}`}
          highlighted={payment.status === 'pending' || payment.status === 'mismatch'}
          title={
            <Link as="button" className={styles.name} onClick={() => onOpen(payment.id)} aria-label={t('payments.open', { name: payment.name })}>
              {payment.name}
            </Link>
          }
          badges={<PaymentStatusBadge status={payment.status} />}
          meta={
            <>
              <span className={styles.amount}>{formatMoney(payment.amountCents, language)}</span>
              {payment.refundedCents > 0 ? (
                <span className={styles.amount}>{t('payments.refundedAmount', { amount: formatMoney(payment.refundedCents, language) })}</span>
              ) : null}
              <span>{methodName(payment.method, methods, language, t('payments.paymob'))}</span>
              {payment.providerTransactionId ? (
                <span>
                  {t('payments.fields.transaction')} <span dir="ltr">{payment.providerTransactionId}</span>
                </span>
              ) : null}
              <span>{formatMoment(payment.createdAt, language)}</span>
            </>
          }
        />
      ))}
    </ContentList>
  );
}
