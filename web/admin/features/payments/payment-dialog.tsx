import { makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@shared/routes';
import { usePaymentDetail } from '../../api/payments';
import { QuestionDialog } from '../../components/confirm-dialog';
import { PaymentSection } from '../../components/payment-section';
import { RecordDialog } from '../../components/record-dialog';
import { useAdminTranslation } from '../../i18n';
import type { Confirmation } from '../../stores/ui-store';

const useStyles = makeStyles({ surface: { maxWidth: '720px' } });

/** A payment's view, over the payments: its facts, attempts and refunds, Refund and Mark paid, and a link to its booking. */
export function PaymentDialog({ id, onClose }: { id: number; onClose(): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const detail = usePaymentDetail(id);
  // Asked inside this dialog, nested in it (see QuestionDialog).
  const [question, setQuestion] = useState<Confirmation | null>(null);

  return (
    <RecordDialog
      detail={detail}
      texts={{ title: t('payments.payment.title'), loading: t('payments.payment.loading'), notFound: t('payments.payment.notFound'), loadFailed: t('payments.payment.loadFailed') }}
      className={styles.surface}
      onClose={onClose}
      actions={() => null}
      nested={<QuestionDialog confirmation={question} onClose={() => setQuestion(null)} />}
    >
      {(payment) => (
        <PaymentSection payment={payment} title={t('payments.payment.details')} ask={setQuestion} onOpenBooking={() => navigate(paths.adminBooking(payment.bookingId))} />
      )}
    </RecordDialog>
  );
}
