import { categoryInputSchema, type Category } from '@shared/schemas/category';
import { EditorDialog, useEditedRecord, useRecordSave } from '../../components/editor-dialog';
import { BilingualField, FormGrid, FullWidth, StatusField, TextField } from '../../components/form-fields';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { useCategoryMutations } from './api';

/** Add (create mode) or edit (edit mode) a category. */
export function CategoryDialog({ categories }: { categories: Category[] }) {
  const edited = useEditedRecord('category', categories);
  return edited ? <CategoryEditor key={edited.key} existing={edited.existing} /> : null;
}

function CategoryEditor({ existing }: { existing: Category | undefined }) {
  const { t } = useAdminTranslation();
  const form = useZodForm(categoryInputSchema, {
    nameEn: existing?.nameEn ?? '',
    nameAr: existing?.nameAr ?? '',
    description: existing?.description ?? '',
    isActive: existing?.isActive ?? true,
  });
  const { save, close, busy } = useRecordSave(useCategoryMutations(), existing, form.showServerErrors);

  const submit = () => {
    const input = form.validate();
    if (!input) return;
    // The stored name (what posts refer to) is set once, from the English name, by the server.
    const { name: _name, ...changes } = input;
    save(changes);
  };

  return (
    <EditorDialog open size="narrow" title={existing ? t('categories.editTitle') : t('categories.addTitle')} busy={busy} onSubmit={submit} onClose={close}>
      <FormGrid>
        <BilingualField label={t('categories.fields.name')} required en={form.bind('nameEn')} ar={form.bind('nameAr')} />
        <FullWidth>
          <TextField label={t('categories.fields.description')} multiline rows={3} {...form.bind('description')} />
        </FullWidth>
        <StatusField active={form.values.isActive} onChange={(active) => form.setField('isActive', active)} />
      </FormGrid>
    </EditorDialog>
  );
}
