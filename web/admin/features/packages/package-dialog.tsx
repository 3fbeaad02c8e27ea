import { Field, Select, Switch } from '@fluentui/react-components';
import { PACKAGE_ICONS, type PackageIcon } from '@shared/constants';
import { packageInputSchema, type Package } from '@shared/schemas/package';
import { EditorDialog, useEditedRecord, useRecordSave } from '../../components/editor-dialog';
import { BilingualField, FormGrid, TextField, useFormMessage } from '../../components/form-fields';
import { useBilingualValidation } from '../../hooks/use-bilingual-validation';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { usePackageMutations } from './api';

interface PackageFormValues extends Record<string, unknown> {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** One feature per line. */
  featuresEn: string;
  featuresAr: string;
  price: string;
  icon: PackageIcon;
  isPopular: boolean;
  displayOrder: string;
}

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

const valuesOf = (item: Package | undefined): PackageFormValues => ({
  nameEn: item?.nameEn ?? '',
  nameAr: item?.nameAr ?? '',
  descriptionEn: item?.descriptionEn ?? '',
  descriptionAr: item?.descriptionAr ?? '',
  featuresEn: item?.featuresEn.join('\n') ?? '',
  featuresAr: item?.featuresAr.join('\n') ?? '',
  price: item?.price ?? '',
  icon: (item?.icon as PackageIcon | undefined) ?? 'star',
  isPopular: item?.isPopular ?? false,
  displayOrder: String(item?.displayOrder ?? 0),
});

/** Add or edit a package (opened from the packages tab through the UI store). */
export function PackageDialog({ packages }: { packages: Package[] }) {
  const edited = useEditedRecord('package', packages);
  return edited ? <PackageEditor key={edited.key} existing={edited.existing} /> : null;
}

function PackageEditor({ existing }: { existing: Package | undefined }) {
  const { t } = useAdminTranslation();
  const messageOf = useFormMessage();
  const form = useZodForm(packageInputSchema, valuesOf(existing));
  const { save, close, busy } = useRecordSave(usePackageMutations(), existing, form.showServerErrors);
  const validateBilingual = useBilingualValidation();

  const submit = () => {
    const input = validateBilingual(form, (values) => ({ ...values, featuresEn: lines(values.featuresEn), featuresAr: lines(values.featuresAr) }));
    if (input) save(input);
  };

  return (
    <EditorDialog open title={existing ? t('packages.editTitle') : t('packages.addTitle')} busy={busy} onSubmit={submit} onClose={close}>
      <FormGrid>
        <BilingualField label={t('packages.fields.name')} required en={form.bind('nameEn')} ar={form.bind('nameAr')} />
        <BilingualField label={t('packages.fields.description')} multiline rows={3} en={form.bind('descriptionEn')} ar={form.bind('descriptionAr')} />
        <BilingualField
          label={t('packages.fields.features')}
          required
          multiline
          rows={5}
          hint={t('packages.featuresHint')}
          en={form.bind('featuresEn')}
          ar={form.bind('featuresAr')}
        />
        <TextField label={t('packages.fields.price')} required lang="en" placeholder="500 EGP" hint={t('packages.priceHint')} {...form.bind('price')} />
        <Field label={t('packages.fields.icon')} required validationMessage={messageOf(form.errors.icon)} validationState={form.errors.icon ? 'error' : 'none'}>
          <Select value={form.values.icon} onChange={(_, data) => form.setField('icon', data.value as PackageIcon)}>
            {PACKAGE_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {t(`packages.icons.${icon}`)}
              </option>
            ))}
          </Select>
        </Field>
        <TextField label={t('common.displayOrder')} type="number" min={0} step={1} {...form.bind('displayOrder')} />
        <Field label={t('packages.fields.popular')}>
          <Switch
            checked={form.values.isPopular}
            label={form.values.isPopular ? t('packages.mostPopular') : t('packages.notPopular')}
            onChange={(_, data) => form.setField('isPopular', data.checked)}
          />
        </Field>
      </FormGrid>
    </EditorDialog>
  );
}
