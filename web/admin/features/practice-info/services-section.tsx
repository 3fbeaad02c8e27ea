import { Badge, Button, Field, Select } from '@fluentui/react-components';
import { Add20Regular, HeartPulse24Regular } from '@fluentui/react-icons';
import { pickLocalized } from '@shared/localize';
import { serviceInputSchema, type Service } from '@shared/schemas/service';
import { useResource } from '../../api/resources';
import { useConfirmDelete } from '../../components/confirm-dialog';
import { ContentList, ContentRow } from '../../components/content-row';
import { EditorDialog, useEditedRecord, useRecordSave } from '../../components/editor-dialog';
import { EmptyState } from '../../components/empty-state';
import { BilingualField, FormGrid, StatusField, TextField } from '../../components/form-fields';
import { RowActions } from '../../components/row-actions';
import { SectionCard } from '../../components/section-card';
import { useBilingualValidation } from '../../hooks/use-bilingual-validation';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useServiceMutations } from './api';

/** Icon names the public footer knows (a name such as heart, star, trophy). */
export const SERVICE_ICONS = ['heart', 'star', 'trophy', 'leaf', 'apple', 'activity', 'calendar', 'user'] as const;

/** The services the footer lists: add, edit, delete. */
export function ServicesSection() {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const services = useResource('services').data ?? [];
  const openEditor = useAdminUi((state) => state.openEditor);
  const { remove } = useServiceMutations();
  const confirmDelete = useConfirmDelete();
  const text = (service: Service, field: string) => pickLocalized<string>(service as unknown as Record<string, unknown>, field, language) ?? '';

  return (
    <SectionCard
      icon={<HeartPulse24Regular />}
      title={t('platformInfo.services.title')}
      description={t('platformInfo.services.description')}
      testId="services-section"
      actions={
        <Button appearance="primary" icon={<Add20Regular />} onClick={() => openEditor('service')}>
          {t('platformInfo.services.add')}
        </Button>
      }
    >
      {services.length === 0 ? (
        <EmptyState icon={<HeartPulse24Regular />} title={t('platformInfo.services.empty')} />
      ) : (
        <ContentList label={t('platformInfo.services.title')}>
          {services.map((service) => (
            <ContentRow
              key={service.id}
              testId={`service-${service.id}`}
              title={text(service, 'name')}
              badges={
                <Badge appearance="tint" size="small" color={service.isActive ? 'success' : 'subtle'}>
                  {service.isActive ? t('common.active') : t('common.inactive')}
                </Badge>
              }
              meta={
                <>
                  {text(service, 'description') ? <span dir="auto">{text(service, 'description')}</span> : null}
                  <span>{t('common.orderValue', { order: service.displayOrder })}</span>
                </>
              }
              actions={
                <RowActions
                  name={text(service, 'name')}
                  onEdit={() => openEditor('service', service.id)}
                  onDelete={() => confirmDelete(text(service, 'name'), () => remove.mutateAsync(service.id))}
                />
              }
            />
          ))}
        </ContentList>
      )}
      <ServiceDialog services={services} />
    </SectionCard>
  );
}

function ServiceDialog({ services }: { services: Service[] }) {
  const edited = useEditedRecord('service', services);
  return edited ? <ServiceEditor key={edited.key} existing={edited.existing} /> : null;
}

function ServiceEditor({ existing }: { existing: Service | undefined }) {
  const { t } = useAdminTranslation();
  const form = useZodForm(serviceInputSchema, {
    nameEn: existing?.nameEn ?? '',
    nameAr: existing?.nameAr ?? '',
    descriptionEn: existing?.descriptionEn ?? '',
    descriptionAr: existing?.descriptionAr ?? '',
    icon: existing?.icon || 'heart',
    displayOrder: String(existing?.displayOrder ?? 0),
    isActive: existing?.isActive ?? true,
  });
  const { save, close, busy } = useRecordSave(useServiceMutations(), existing, form.showServerErrors);
  const validateBilingual = useBilingualValidation();
  const icons: string[] = [...SERVICE_ICONS];
  if (!icons.includes(form.values.icon)) icons.push(form.values.icon);

  const submit = () => {
    const input = validateBilingual(form);
    if (input) save(input);
  };

  return (
    <EditorDialog open title={existing ? t('platformInfo.services.editTitle') : t('platformInfo.services.addTitle')} busy={busy} onSubmit={submit} onClose={close}>
      <FormGrid>
        <BilingualField label={t('platformInfo.services.fields.name')} required en={form.bind('nameEn')} ar={form.bind('nameAr')} />
        <BilingualField label={t('platformInfo.services.fields.description')} multiline rows={3} en={form.bind('descriptionEn')} ar={form.bind('descriptionAr')} />
        <Field label={t('platformInfo.services.fields.icon')}>
          <Select value={form.values.icon} onChange={(_, data) => form.setField('icon', data.value)}>
            {icons.map((icon) => (
              <option key={icon} value={icon}>
                {/* A name stored by an older version may have no translation: it shows as it is. */}
                {t(`platformInfo.services.icons.${icon}`, { defaultValue: icon })}
              </option>
            ))}
          </Select>
        </Field>
        <TextField label={t('common.displayOrder')} type="number" min={0} step={1} {...form.bind('displayOrder')} />
        <StatusField active={form.values.isActive} onChange={(active) => form.setField('isActive', active)} />
      </FormGrid>
    </EditorDialog>
  );
}
