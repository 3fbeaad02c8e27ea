import { Field, Select } from '@fluentui/react-components';
import { CONSULTATION_MODES, consultationTypeInputSchema, type ConsultationType } from '@shared/schemas/booking';
import { EditorDialog, useEditedRecord, useRecordSave } from '../../components/editor-dialog';
import { BilingualField, FormGrid, StatusField, TextField, useFormMessage } from '../../components/form-fields';
import { useBilingualValidation } from '../../hooks/use-bilingual-validation';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { numberOrText } from './typed-number';
import { useConsultationTypeMutations } from './api';

type Mode = (typeof CONSULTATION_MODES)[number];

interface TypeFormValues extends Record<string, unknown> {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  durationMinutes: string;
  mode: Mode;
  locationEn: string;
  locationAr: string;
  priceNote: string;
  isActive: boolean;
  displayOrder: string;
}

const valuesOf = (type: ConsultationType | undefined): TypeFormValues => ({
  nameEn: type?.nameEn ?? '',
  nameAr: type?.nameAr ?? '',
  descriptionEn: type?.descriptionEn ?? '',
  descriptionAr: type?.descriptionAr ?? '',
  durationMinutes: String(type?.durationMinutes ?? 30),
  mode: type?.mode ?? 'online',
  locationEn: type?.locationEn ?? '',
  locationAr: type?.locationAr ?? '',
  priceNote: type?.priceNote ?? '',
  isActive: type?.isActive ?? true,
  displayOrder: String(type?.displayOrder ?? 0),
});

/** Add or edit a consultation type (opened from the types list through the UI store). */
export function ConsultationTypeDialog({ types }: { types: ConsultationType[] }) {
  const edited = useEditedRecord('consultationType', types);
  return edited ? <ConsultationTypeEditor key={edited.key} existing={edited.existing} /> : null;
}

function ConsultationTypeEditor({ existing }: { existing: ConsultationType | undefined }) {
  const { t } = useAdminTranslation();
  const messageOf = useFormMessage();
  const form = useZodForm(consultationTypeInputSchema, valuesOf(existing));
  const { save, close, busy } = useRecordSave(useConsultationTypeMutations(), existing, form.showServerErrors);
  const validateBilingual = useBilingualValidation();
  const online = form.values.mode === 'online';

  const submit = () => {
    const input = validateBilingual(form, (values) => ({ ...values, durationMinutes: numberOrText(values.durationMinutes) }));
    if (input) save(input);
  };

  return (
    <EditorDialog open title={existing ? t('bookings.types.editTitle') : t('bookings.types.addTitle')} busy={busy} onSubmit={submit} onClose={close}>
      <FormGrid>
        <BilingualField label={t('bookings.types.fields.name')} required en={form.bind('nameEn')} ar={form.bind('nameAr')} />
        <BilingualField label={t('bookings.types.fields.description')} multiline rows={3} en={form.bind('descriptionEn')} ar={form.bind('descriptionAr')} />
        <TextField label={t('bookings.types.fields.duration')} required type="number" min={10} max={240} step={5} hint={t('bookings.types.durationHint')} {...form.bind('durationMinutes')} />
        <Field label={t('bookings.types.fields.mode')} required validationMessage={messageOf(form.errors.mode)} validationState={form.errors.mode ? 'error' : 'none'}>
          <Select value={form.values.mode} onChange={(_, data) => form.setField('mode', data.value as Mode)}>
            {CONSULTATION_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`bookings.types.modes.${mode}`)}
              </option>
            ))}
          </Select>
        </Field>
        <TextField label={t('bookings.types.fields.price')} lang="en" {...form.bind('priceNote')} />
        <BilingualField
          label={online ? t('bookings.types.fields.meetingLink') : t('bookings.types.fields.address')}
          hint={online ? t('bookings.types.meetingLinkHint') : undefined}
          en={form.bind('locationEn')}
          ar={form.bind('locationAr')}
        />
        <TextField label={t('common.displayOrder')} type="number" min={0} step={1} {...form.bind('displayOrder')} />
        <StatusField active={form.values.isActive} onChange={(active) => form.setField('isActive', active)} />
      </FormGrid>
    </EditorDialog>
  );
}
