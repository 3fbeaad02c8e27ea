import { CalendarCheck, MessageCircle, Phone } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  isManageOutcome,
  isManageStep,
  isPaymentReturn,
  MANAGE_CHANGE_PARAM,
  MANAGE_OUTCOME_PARAM,
  paymentStage,
  type ManageOutcome,
  type ManageStep,
  type PaymentStage,
} from '@shared/booking-form-state';
import { formatHours, formatPracticeMoment, timeZoneName } from '@shared/booking/format';
import { formatMoney } from '@shared/format';
import { paths } from '@shared/routes';
import type { ManagedBooking } from '@shared/schemas/booking';
import { whatsappUrl } from '@shared/whatsapp';
import { useSiteSettings } from '../../api/site-settings';
import { PageHeader } from '../../components/page-header';
import { StatusMessage } from '../../components/status-message';
import { usePageTitle } from '../../components/use-page-title';
import { NotFoundPage } from '../../pages/not-found-page';
import { useManagedBooking } from './api';
import { bookingChoice, choiceLink, choiceSearch, TIME_STEP_ID, type BookingChoice } from './booking-choice';
import { changeFormIsland } from './change-form';
import { BookingStep } from './booking-step';
import { BookingPayment } from './booking-payment';
import { BookingSummary } from './booking-summary';
import { FreeTimes } from './slot-picker';
import { Island } from '../../islands/island';
import { useSiteText, useLanguage } from '../../components/site-text';
import styles from './booking.module.css';

/** What each outcome of a change says, and whether it is good news (a status) or a refusal (an alert). */
const OUTCOME_TEXT: Record<Exclude<ManageOutcome, 'booked'>, { key: string; refused: boolean }> = {
  cancelled: { key: 'booking.manage.outcomes.cancelled', refused: false },
  moved: { key: 'booking.manage.outcomes.moved', refused: false },
  too_late: { key: 'booking.manage.outcomes.tooLate', refused: true },
  not_changeable: { key: 'booking.manage.outcomes.notChangeable', refused: true },
  slot_unavailable: { key: 'booking.refused.slotUnavailable', refused: true },
  invalid_start: { key: 'booking.fieldErrors.start', refused: true },
  not_payable: { key: 'booking.manage.outcomes.notPayable', refused: true },
  payment_unavailable: { key: 'booking.manage.outcomes.paymentUnavailable', refused: true },
};

/** Good news in a box of its own, announced: a booking made, or paid. */
function Confirmation({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles['booking-confirmation']} role="status" data-testid="booking-outcome">
      <span className={styles['booking-confirmation__icon']} aria-hidden="true">
        <CalendarCheck size={28} />
      </span>
      <h2 className={styles['booking-step__title']}>{title}</h2>
      <p>{text}</p>
    </div>
  );
}

/**
 * What just happened on the page: the confirmation of a new booking (or, for one to pay, that its time is held), a
 * change made, or a change refused.
 */
function OutcomeNotice({ outcome, held }: { outcome: ManageOutcome; held: boolean }) {
  const { t } = useSiteText();
  if (outcome === 'booked') {
    return held ? <Confirmation title={t('booking.payment.heldTitle')} text={t('booking.payment.heldText')} /> : <Confirmation title={t('booking.bookedTitle')} text={t('booking.bookedText')} />;
  }
  const { key, refused } = OUTCOME_TEXT[outcome];
  return (
    <p className={`${styles['booking-notice']}${refused ? ` ${styles['booking-notice--error']}` : ''}`} role={refused ? 'alert' : 'status'} data-testid="booking-outcome">
      {t(key)}
    </p>
  );
}

/** Too close to the start to change here: call or message the practice, at the number the site shows. */
function CallThePractice() {
  const { t } = useSiteText();
  const phone = useSiteSettings().data?.contactInfo?.phone;
  const whatsapp = phone ? whatsappUrl(phone) : null;
  return (
    <div className={styles['booking-notice']} data-testid="booking-too-soon">
      <p>{t('booking.manage.tooSoon')}</p>
      {phone && (
        <p className={styles['booking-actions']}>
          <a className="button button--outline button--small" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <Phone aria-hidden="true" size={16} />
            <span>
              {t('booking.manage.call')} <bdi dir="ltr">{phone}</bdi>
            </span>
          </a>
          {whatsapp && (
            <a className="button button--outline button--small" href={whatsapp} rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" size={16} />
              {t('booking.manage.whatsapp')}
            </a>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * What cancelling gives back, said before it is confirmed: everything paid while the type's refund notice is still
 * ahead, else nothing; '' when nothing was paid.
 */
function RefundOnCancel({ booking }: { booking: ManagedBooking }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const { payment, refundOnCancelCents } = booking;
  if (payment === undefined || paymentStage(booking, false) !== 'paid' || payment.amountCents - payment.refundedCents <= 0) return null;
  return (
    <p className={styles['booking-notice']} data-testid="refund-on-cancel">
      {refundOnCancelCents > 0
        ? t('booking.payment.refundOnCancel', { amount: formatMoney(refundOnCancelCents, language) })
        : t('booking.payment.noRefund', { notice: formatHours(booking.type.refundNoticeHours, language) })}
    </p>
  );
}

/**
 * The changes a visitor may make while it is time: links that open each step (the page again with `?change=`), then
 * the form that confirms it (an island: see change-form.tsx). Cancelling asks to confirm, saying first what comes
 * back of what was paid; moving picks a free time of the same type (not while the time is held for paying: it is paid
 * or let go).
 */
function Changes({ booking, token, change, choice }: { booking: ManagedBooking; token: string; change: ManageStep | undefined; choice: BookingChoice }) {
  const { t } = useSiteText();
  const moveLink = (moving: BookingChoice) => choiceLink(paths.manageBooking(token), moving, { [MANAGE_CHANGE_PARAM]: 'move' });
  const form = { token, typeId: booking.type.id, choice };

  if (change === 'cancel') {
    return (
      <BookingStep titleId="booking-cancel-title" title={t('booking.manage.cancelTitle')} testId="booking-cancel">
        <p>{t('booking.manage.cancelText')}</p>
        <RefundOnCancel booking={booking} />
        <Island island={changeFormIsland} props={{ ...form, change: 'cancel' }} when="visible" />
      </BookingStep>
    );
  }

  const held = booking.status === 'pending_payment';
  if (change === 'move' && !held) {
    return (
      <BookingStep titleId={TIME_STEP_ID} title={t('booking.manage.moveTitle')} testId="booking-move">
        <FreeTimes typeId={booking.type.id} choice={{ ...choice, type: booking.type.id }} extra={{ [MANAGE_CHANGE_PARAM]: 'move' }}>
          {(day, answer) => <Island island={changeFormIsland} props={{ ...form, change: 'move', day, timeZone: answer.timeZone }} when="visible" />}
        </FreeTimes>
      </BookingStep>
    );
  }

  return (
    <p className={styles['booking-actions']}>
      {!held && (
        <a href={moveLink({ type: booking.type.id })} className="button button--primary" data-testid="move-booking">
          {t('booking.manage.move')}
        </a>
      )}
      <a href={`?${MANAGE_CHANGE_PARAM}=cancel`} className="button button--outline" data-testid="cancel-booking">
        {t('booking.manage.cancel')}
      </a>
    </p>
  );
}

/** The notice of a payment just confirmed, when the visitor is back from Paymob's checkout. */
function PaidNotice() {
  const { t } = useSiteText();
  return <Confirmation title={t('booking.payment.paidTitle')} text={t('booking.payment.paidText')} />;
}

/**
 * The booking: its status, its summary, its payment (what is due, being confirmed, paid or run out), until when it
 * can be changed, and what the visitor can do with it now.
 */
function ManagedBookingView({ booking, token }: { booking: ManagedBooking; token: string }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get(MANAGE_OUTCOME_PARAM);
  const change = searchParams.get(MANAGE_CHANGE_PARAM);
  const returning = isPaymentReturn(searchParams);
  const stage: PaymentStage = paymentStage(booking, returning);
  const { timeZone, changeableUntil } = booking;
  // Not while a payment is being confirmed: a cancellation then would race the payment it cannot see yet.
  const changeable = booking.status === 'confirmed' || (booking.status === 'pending_payment' && stage !== 'confirming');

  return (
    <div className={`container ${styles['booking-page']}`}>
      {isManageOutcome(outcome) && <OutcomeNotice outcome={outcome} held={booking.status === 'pending_payment'} />}
      {returning && stage === 'paid' && booking.status === 'confirmed' && <PaidNotice />}
      <BookingStep titleId="booking-details-title" title={t('booking.manage.detailsTitle')}>
        <p>
          <span className={`${styles['booking-status']} ${styles[`booking-status--${booking.status}`]}`} data-testid="booking-status">
            {t(`booking.manage.status.${booking.status}`)}
          </span>
        </p>
        <BookingSummary type={booking.type} time={booking} timeZone={timeZone} />
      </BookingStep>
      <BookingPayment booking={booking} stage={stage} token={token} />
      {booking.status === 'cancelled' || booking.status === 'expired' ? (
        <p className={styles['booking-actions']}>
          <a href={`${paths.book()}${choiceSearch({ type: booking.type.id })}`} className="button button--primary" data-testid="book-again">
            {t('booking.manage.bookAgain')}
          </a>
        </p>
      ) : !changeable ? null : booking.canChange ? (
        <>
          <p className={styles['booking-zone']}>
            {t(booking.status === 'pending_payment' ? 'booking.manage.cancelUntil' : 'booking.manage.changeUntil', { moment: formatPracticeMoment(changeableUntil, timeZone, language), zone: timeZoneName(timeZone, language, changeableUntil) })}
          </p>
          <Changes booking={booking} token={token} change={isManageStep(change) ? change : undefined} choice={bookingChoice(searchParams)} />
        </>
      ) : (
        booking.status === 'confirmed' && <CallThePractice />
      )}
    </div>
  );
}

/** /booking/{token}: a visitor's own booking, to see, cancel or move; an unknown link is the site's not-found page. */
export function ManageBookingPage() {
  const { t } = useSiteText();
  const { token = '' } = useParams();
  const { data: booking, isPending, error } = useManagedBooking(token);
  usePageTitle(t('meta.manageBooking.title'));

  // The server's 404 reaches the page as its data (an ApiError's fields), not as an ApiError.
  if ((error as { status?: unknown } | null)?.status === 404) return <NotFoundPage />;
  return (
    <>
      <PageHeader eyebrow={t('booking.manage.eyebrow')} title={t('booking.manage.title')} />
      {isPending ? (
        <p className={`container ${styles['booking-loading']}`} role="status">
          {t('common.loading')}
        </p>
      ) : booking ? (
        <ManagedBookingView booking={booking} token={token} />
      ) : (
        <div className={`container ${styles['booking-page']}`}>
          <StatusMessage kind="error">{t('common.loadFailed')}</StatusMessage>
        </div>
      )}
    </>
  );
}
