import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, CalendarLtr24Regular, Location16Regular, Video16Regular } from '@fluentui/react-icons';
import { useResource } from '../../api/resources';
import { formatMoney, formatTypePrice } from '@shared/format';
import { dueAtBooking } from '@shared/payment-rules';
import { typeName } from '../../components/booking-list';
import { useConfirmDelete } from '../../components/confirm-dialog';
import { ContentList, ContentRow } from '../../components/content-row';
import { EmptyState } from '../../components/empty-state';
import { RowActions } from '../../components/row-actions';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useConsultationTypeMutations } from './api';
import { ConsultationTypeDialog } from './consultation-type-dialog';

const useStyles = makeStyles({
  bar: { display: 'flex', justifyContent: 'flex-end', marginBlockEnd: tokens.spacingVerticalL },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The consultation types visitors choose from: by display order, active or not; added, edited and deleted here. */
export function ConsultationTypesPanel() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const openEditor = useAdminUi((state) => state.openEditor);
  const types = useResource('consultationTypes').data ?? [];
  const { remove } = useConsultationTypeMutations();
  const confirmDelete = useConfirmDelete();

  return (
    <>
      <div className={styles.bar}>
        <Button appearance="primary" icon={<Add20Regular />} onClick={() => openEditor('consultationType')}>
          {t('bookings.types.add')}
        </Button>
      </div>
      {types.length === 0 ? (
        <EmptyState icon={<CalendarLtr24Regular />} title={t('bookings.types.empty')} />
      ) : (
        <ContentList label={t('bookings.sections.types')}>
          {types.map((type) => {
            const name = typeName(type, language);
            return (
              <ContentRow
                key={type.id}
                testId={`consultation-type-${type.id}`}
                highlighted={type.isActive}
                title={name}
                badges={
                  <Badge appearance="tint" color={type.isActive ? 'success' : 'subtle'}>
                    {type.isActive ? t('common.active') : t('common.inactive')}
                  </Badge>
                }
                meta={
                  <>
                    <span>{t('bookings.types.minutes', { amount: type.durationMinutes })}</span>
                    <span className={styles.fact}>
                      {type.mode === 'online' ? <Video16Regular aria-hidden /> : <Location16Regular aria-hidden />}
                      {t(`bookings.types.modes.${type.mode}`)}
                    </span>
                    <span>{formatTypePrice(type, language)}</span>
                    <span data-testid="payment-rule">
                      {type.paymentRule === 'none'
                        ? t('bookings.types.rules.none')
                        : t(`bookings.types.ruleSummary.${type.paymentRule}`, { amount: formatMoney(dueAtBooking(type), language) })}
                    </span>
                    <span>{t('common.orderValue', { order: type.displayOrder })}</span>
                  </>
                }
                actions={
                  <RowActions
                    name={name}
                    onEdit={() => openEditor('consultationType', type.id)}
                    onDelete={() => confirmDelete(name, () => remove.mutateAsync(type.id))}
                  />
                }
              />
            );
          })}
        </ContentList>
      )}
      <ConsultationTypeDialog types={types} />
    </>
  );
}
