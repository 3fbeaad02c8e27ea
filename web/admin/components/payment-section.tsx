import { Badge, Button, Link, makeStyles, Text, tokens, type BadgeProps } from '@fluentui/react-components';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Language } from '@shared/constants';
import { formatMoment, formatMoney } from '@shared/format';
import { LIMITS } from '@shared/limits';
import { pickLocalized } from '@shared/localize';
import type { PaymentAttempt, PaymentDetail, PaymentRefund, PaymentStatus } from '@shared/schemas/payment';
import { ApiError } from '../../shared/api-client';
import { useMarkPaymentPaid, useRefundPayment } from '../api/payments';
import { useAdminTranslation } from '../i18n';
import { fieldErrorsOf, type FieldErrors } from '../lib/form-messages';
import { centsOfText, textOfCents } from '../lib/money-text';
import { paymentActions } from '../lib/payment-actions';
import { useAdminUi, type Confirmation } from '../stores/ui-store';
import { TextField } from './form-fields';
import { FactList, RecordSection, useRecordDialogStyles } from './record-dialog';

/** Each state's badge colour: amber waits for the money, green has it, grey lapsed, red needs the practice, blue went back. */
const STATUS_COLORS: Record<PaymentStatus, BadgeProps['color']> = {
  pending: 'warning',
  paid: 'success',
  expired: 'subtle',
  cancelled: 'subtle',
  mismatch: 'danger',
  refunded: 'informative',
  partially_refunded: 'informative',
};

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  formActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  amount: { fontVariantNumeric: 'tabular-nums' },
});

/** A payment's state, as a coloured badge. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useAdminTranslation();
  return (
    <Badge appearance="tint" color={STATUS_COLORS[status]} data-payment-status={status}>
      {t(`payments.statuses.${status}`)}
    </Badge>
  );
}

/**
 * A payment in a record's view (its own, or its booking's): its facts, Refund or Mark paid (each a short form, then a
 * question through `ask`), its attempts at Paymob and its refunds. `onOpenBooking` links to its booking.
 */
export function PaymentSection(props: { payment: PaymentDetail; title: string; ask(question: Confirmation): void; onOpenBooking?: () => void }) {
  const { payment, title, ask, onOpenBooking } = props;
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const [form, setForm] = useState<'refund' | 'markPaid' | null>(null);
  const allowed = paymentActions(payment);

  return (
    <>
      <RecordSection title={title}>
        <PaymentFacts payment={payment} onOpenBooking={onOpenBooking} />
        {form === null && (allowed.refundableCents > 0 || allowed.canMarkPaid) ? (
          <div className={styles.actions}>
            {allowed.canMarkPaid ? <Button onClick={() => setForm('markPaid')}>{t('payments.actions.markPaid')}</Button> : null}
            {allowed.refundableCents > 0 ? <Button onClick={() => setForm('refund')}>{t('payments.actions.refund')}</Button> : null}
          </div>
        ) : null}
        {form === 'refund' && allowed.refundableCents > 0 ? (
          <RefundForm payment={payment} refundableCents={allowed.refundableCents} needsReference={allowed.refundNeedsReference} ask={ask} onDone={() => setForm(null)} />
        ) : null}
        {form === 'markPaid' && allowed.canMarkPaid ? <MarkPaidForm payment={payment} ask={ask} onDone={() => setForm(null)} /> : null}
      </RecordSection>
      {payment.refunds.length > 0 ? (
        <RecordSection title={t('payments.refunds.heading')}>
          <EventList>
            {payment.refunds.map((refund) => (
              <RefundEvent key={refund.id} refund={refund} />
            ))}
          </EventList>
        </RecordSection>
      ) : null}
      {payment.attempts.length > 0 ? (
        <RecordSection title={t('payments.attempts.heading')}>
          <EventList>
            {payment.attempts.map((attempt) => (
              <AttemptEvent key={attempt.id} attempt={attempt} />
            ))}
          </EventList>
        </RecordSection>
      ) : null}
    </>
  );
}

function PaymentFacts({ payment, onOpenBooking }: { payment: PaymentDetail; onOpenBooking?: () => void }) {
  const styles = useStyles();
  const view = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const money = (cents: number) => <span className={styles.amount}>{formatMoney(cents, language)}</span>;
  const facts: [string, ReactNode][] = [
    [t('common.status'), <PaymentStatusBadge status={payment.status} />],
    [t('payments.fields.amount'), money(payment.amountCents)],
  ];
  if (payment.refundedCents > 0) facts.push([t('payments.fields.refunded'), money(payment.refundedCents)]);
  facts.push([t('payments.fields.method'), pickLocalized<string>({ ...payment }, 'methodName', language) ?? payment.methodNameEn]);
  if (payment.source) {
    const type = t(`payments.sources.${payment.source.type}`, { defaultValue: payment.source.type });
    facts.push([t('payments.fields.source'), payment.source.subType ? `${type} · ${payment.source.subType}` : type]);
  }
  if (payment.providerTransactionId) facts.push([t('payments.fields.transaction'), <span dir="ltr">{payment.providerTransactionId}</span>]);
  if (payment.reference) facts.push([t('payments.fields.reference'), <span dir="auto">{payment.reference}</span>]);
  facts.push([t('payments.fields.created'), formatMoment(payment.createdAt, language)]);
  if (payment.paidAt) facts.push([t('payments.fields.paidAt'), formatMoment(payment.paidAt, language)]);
  if (payment.status === 'pending' || payment.status === 'mismatch') facts.push([t('payments.fields.holdUntil'), formatMoment(payment.holdUntil, language)]);
  if (onOpenBooking) {
    facts.push([
      t('payments.fields.booking'),
      <Link as="button" onClick={onOpenBooking}>
        {t('payments.openBooking')}
      </Link>,
    ]);
  }
  return (
    <>
      <FactList facts={facts} />
      {payment.status === 'mismatch' ? <Text className={view.muted}>{t('payments.mismatchHint')}</Text> : null}
    </>
  );
}

function EventList({ children }: { children: ReactNode }) {
  return <ul className={useRecordDialogStyles().events}>{children}</ul>;
}

/** One refund: how much, its state, who gave it back and when, and the practice's reference. */
function RefundEvent({ refund }: { refund: PaymentRefund }) {
  const styles = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  return (
    <li className={styles.event} data-testid="payment-refund" data-state={refund.status}>
      <Text weight="semibold">{t('payments.refunds.line', { amount: formatMoney(refund.amountCents, language), status: t(`payments.refunds.statuses.${refund.status}`) })}</Text>
      <Text size={200} className={styles.muted}>
        {t(`payments.refunds.by.${refund.by}`)} · {formatMoment(refund.createdAt, language)}
        {refund.completedAt ? ` · ${t('payments.refunds.completed', { time: formatMoment(refund.completedAt, language) })}` : ''}
      </Text>
      {refund.reference ? (
        <Text size={200} dir="auto">
          {refund.reference}
        </Text>
      ) : null}
    </li>
  );
}

/** One try at paying through Paymob: its outcome and time, and why it failed. */
function AttemptEvent({ attempt }: { attempt: PaymentAttempt }) {
  const styles = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  return (
    <li className={styles.event} data-testid="payment-attempt" data-state={attempt.status}>
      <Text weight="semibold">{t(`payments.attempts.statuses.${attempt.status}`)}</Text>
      <Text size={200} className={styles.muted}>
        {formatMoment(attempt.createdAt, language)}
        {attempt.providerTransactionId ? (
          <>
            {' · '}
            {t('payments.fields.transaction')} <span dir="ltr">{attempt.providerTransactionId}</span>
          </>
        ) : null}
      </Text>
      {attempt.error ? (
        <Text size={200} className={styles.muted}>
          <span dir="ltr">{attempt.error}</span>
        </Text>
      ) : null}
    </li>
  );
}

/**
 * Shows a refusal's field problems on the form, the most that may be refunded in EGP (the server counts it in
 * piastres); rethrows a refusal that named no field, whose toast explains it, so that the question stays to retry.
 */
function showFieldProblems(error: unknown, show: (errors: FieldErrors) => void, language: Language) {
  if (!(error instanceof ApiError) || error.fields.length === 0) throw error;
  const problems = fieldErrorsOf(error.fields);
  const most = error.fields.find((field) => field.path === 'amountCents')?.values?.max;
  if (typeof most === 'number') problems.amountCents = { key: 'payments.refund.outOfRange', values: { amount: formatMoney(most, language) } };
  show(problems);
}

/**
 * A refund of part or all of what is left: the amount (the whole remainder to start with) and, for money paid by hand,
 * how it was given back; then the question naming the amount.
 */
function RefundForm(props: { payment: PaymentDetail; refundableCents: number; needsReference: boolean; ask(question: Confirmation): void; onDone(): void }) {
  const { payment, refundableCents, needsReference, ask, onDone } = props;
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const [amount, setAmount] = useState(() => textOfCents(refundableCents));
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const refund = useRefundPayment();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOfText(amount);
    const problems: FieldErrors = {};
    if (cents === undefined) problems.amountCents = { key: 'validation.required' };
    else if (typeof cents !== 'number') problems.amountCents = { key: 'payments.refund.notAmount' };
    else if (cents <= 0 || cents > refundableCents) problems.amountCents = { key: 'payments.refund.outOfRange', values: { amount: formatMoney(refundableCents, language) } };
    if (needsReference && reference.trim() === '') problems.reference = { key: 'validation.required' };
    setErrors(problems);
    if (Object.keys(problems).length > 0 || typeof cents !== 'number') return;
    const shown = formatMoney(cents, language);
    ask({
      title: t('payments.refund.confirmTitle', { amount: shown }),
      message: needsReference
        ? t('payments.refund.confirmManual', { amount: shown, name: payment.name })
        : t('payments.refund.confirmPaymob', { amount: shown, name: payment.name }),
      confirmLabel: t('payments.refund.confirm'),
      onConfirm: () =>
        refund
          .mutateAsync({ id: payment.id, amountCents: cents, reference: reference.trim() || undefined }, { onSuccess: onDone })
          // A problem of a field closes the question and shows at its field.
          .catch((error: unknown) => showFieldProblems(error, setErrors, language)),
    });
  };

  return (
    <ActionForm id={`refund-${payment.id}`} heading={t('payments.refund.heading')} submitLabel={t('payments.refund.submit')} busy={refund.isPending} onSubmit={submit} onBack={onDone}>
      <TextField
        label={t('payments.refund.amount')}
        required
        inputMode="decimal"
        hint={t('payments.refund.amountHint', { amount: formatMoney(refundableCents, language) })}
        value={amount}
        onChange={setAmount}
        error={errors.amountCents}
      />
      <ReferenceField
        label={needsReference ? t('payments.refund.reference') : t('payments.refund.referenceOptional')}
        required={needsReference}
        hint={needsReference ? t('payments.refund.referenceHint') : undefined}
        value={reference}
        onChange={setReference}
        error={errors.reference}
      />
    </ActionForm>
  );
}

/** Marking a payment received by hand (InstaPay, a transfer, cash), with how it came in; then the question. */
function MarkPaidForm({ payment, ask, onDone }: { payment: PaymentDetail; ask(question: Confirmation): void; onDone(): void }) {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const markPaid = useMarkPaymentPaid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask({
      title: t('payments.markPaid.confirmTitle'),
      message: t('payments.markPaid.confirmMessage', { amount: formatMoney(payment.amountCents, language), name: payment.name }),
      confirmLabel: t('payments.markPaid.confirm'),
      onConfirm: () =>
        markPaid.mutateAsync({ id: payment.id, reference: reference.trim() || undefined }, { onSuccess: onDone }).catch((error: unknown) => showFieldProblems(error, setErrors, language)),
    });
  };

  return (
    <ActionForm
      id={`mark-paid-${payment.id}`}
      heading={t('payments.markPaid.heading')}
      submitLabel={t('payments.markPaid.submit')}
      busy={markPaid.isPending}
      onSubmit={submit}
      onBack={onDone}
    >
      <ReferenceField label={t('payments.markPaid.reference')} hint={t('payments.markPaid.referenceHint')} value={reference} onChange={setReference} error={errors.reference} />
    </ActionForm>
  );
}

/** How money came in or went back, as the practice writes it (cut at the most the server keeps). */
function ReferenceField(props: { label: string; required?: boolean; hint?: string; value: string; onChange(value: string): void; error?: FieldErrors[string] }) {
  return <TextField {...props} multiline rows={2} onChange={(value) => props.onChange(value.slice(0, LIMITS.paymentReference))} />;
}

/** A short form opened in a payment's view: its heading, its fields, Back and the action (which then asks first). */
function ActionForm(props: { id: string; heading: string; submitLabel: string; busy: boolean; onSubmit(event: FormEvent): void; onBack(): void; children: ReactNode }) {
  const styles = useStyles();
  const view = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  return (
    <form className={view.inlineForm} onSubmit={props.onSubmit} noValidate aria-labelledby={props.id}>
      <Text as="h4" id={props.id} size={400} weight="semibold" className={view.heading}>
        {props.heading}
      </Text>
      {props.children}
      <div className={styles.formActions}>
        <Button onClick={props.onBack} disabled={props.busy}>
          {t('payments.back')}
        </Button>
        <Button appearance="primary" type="submit" disabled={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
