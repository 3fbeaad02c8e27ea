import { Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { LANGUAGES, type Language } from '@shared/constants';
import { formatMoney, formatTypePrice } from '@shared/format';
import { directionOf } from '@shared/language';
import { CONSULTATION_MODES, consultationTypeInputSchema, type ConsultationType } from '@shared/schemas/booking';
import { PAYMENT_RULES, type PaymentRule } from '@shared/payment-rules';
import { EditorDialog, useEditedRecord, useRecordSave } from '../../components/editor-dialog';
import { BilingualField, FormGrid, FullWidth, StatusField, TextField, useFormMessage } from '../../components/form-fields';
import { useBilingualValidation } from '../../hooks/use-bilingual-validation';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { centsOfText, textOfCents } from '../../lib/money-text';
import { numberOrText } from './typed-number';
import { useConsultationTypeMutations } from './api';

type Mode = (typeof CONSULTATION_MODES)[number];

const useStyles = makeStyles({
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface TypeFormValues extends Record<string, unknown> {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  durationMinutes: string;
  mode: Mode;
  locationEn: string;
  locationAr: string;
  /** The amounts in EGP as typed ('600.50'); sent as piastres. */
  priceCents: string;
  priceNote: string;
  paymentRule: PaymentRule;
  depositCents: string;
  refundNoticeHours: string;
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
  priceCents: type && type.priceCents > 0 ? textOfCents(type.priceCents) : '',
  priceNote: type?.priceNote ?? '',
  paymentRule: type?.paymentRule ?? 'none',
  depositCents: type && type.depositCents > 0 ? textOfCents(type.depositCents) : '',
  refundNoticeHours: String(type?.refundNoticeHours ?? 24),
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
    const input = validateBilingual(form, (values) => ({
      ...values,
      durationMinutes: numberOrText(values.durationMinutes),
      priceCents: centsOfText(values.priceCents),
      // A deposit belongs to the deposit rule only: under another rule nothing is kept of it.
      depositCents: values.paymentRule === 'deposit' ? centsOfText(values.depositCents) : 0,
      refundNoticeHours: numberOrText(values.refundNoticeHours),
    }));
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
        <TextField
          label={t('bookings.types.fields.price')}
          inputMode="decimal"
          hint={t('bookings.types.priceHint')}
          {...form.bind('priceCents')}
        />
        <TextField label={t('bookings.types.fields.priceNote')} hint={t('bookings.types.priceNoteHint')} {...form.bind('priceNote')} />
        <Field
          label={t('bookings.types.fields.paymentRule')}
          hint={t(`bookings.types.ruleHints.${form.values.paymentRule}`)}
          validationMessage={messageOf(form.errors.paymentRule)}
          validationState={form.errors.paymentRule ? 'error' : 'none'}
        >
          <Select value={form.values.paymentRule} onChange={(_, data) => form.setField('paymentRule', data.value as PaymentRule)}>
            {PAYMENT_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {t(`bookings.types.rules.${rule}`)}
              </option>
            ))}
          </Select>
        </Field>
        {form.values.paymentRule === 'deposit' ? (
          <TextField label={t('bookings.types.fields.deposit')} required inputMode="decimal" hint={t('bookings.types.depositHint')} {...form.bind('depositCents')} />
        ) : null}
        <TextField
          label={t('bookings.types.fields.refundNotice')}
          type="number"
          min={0}
          max={720}
          step={1}
          hint={t('bookings.types.refundNoticeHint')}
          {...form.bind('refundNoticeHours')}
        />
        <FullWidth>
          <PricePreview values={form.values} />
        </FullWidth>
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

/** The price and what is paid at booking, as a visitor of each language will read them, from the amounts as typed. */
function PricePreview({ values }: { values: TypeFormValues }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const price = centsOfText(values.priceCents) ?? 0;
  const deposit = centsOfText(values.depositCents) ?? 0;
  // Nothing to show until the amounts read as amounts: the fields say what is wrong.
  if (typeof price !== 'number' || typeof deposit !== 'number' || price < 0 || deposit < 0) return null;
  const due = values.paymentRule === 'full' ? price : values.paymentRule === 'deposit' ? deposit : 0;
  const line = (language: Language) => {
    const shown = formatTypePrice({ priceCents: price, priceNote: values.priceNote.trim() }, language);
    // In the visitor's language, whatever the admin's.
    const paidAtBooking = t(`bookings.types.preview.due.${values.paymentRule}`, { amount: formatMoney(due, language), lng: language });
    return due > 0 ? `${shown} · ${paidAtBooking}` : shown;
  };
  return (
    <div className={styles.preview} data-testid="price-preview" aria-live="polite">
      <Text weight="semibold">{t('bookings.types.preview.heading')}</Text>
      {LANGUAGES.map((language) => (
        <Text key={language}>
          <span className={styles.muted}>{t('bookings.types.preview.in', { language: t(`bookings.booking.languages.${language}`) })}</span>{' '}
          <span lang={language} dir={directionOf(language)} data-testid={`price-preview-${language}`}>
            {line(language)}
          </span>
        </Text>
      ))}
    </div>
  );
}
