import { Field, Switch } from '@fluentui/react-components';
import { categoryInputSchema, type Category } from '../../../../shared/schemas/category';
import { EditorDialog } from '../../components/editor-dialog';
import { BilingualField, FormGrid, FullWidth, TextField } from '../../components/form-fields';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi, useEditorFor } from '../../stores/ui-store';
import { useCategoryMutations } from './api';

/** Add (create mode) or edit (edit mode) a category. */
export function CategoryDialog({ categories }: { categories: Category[] }) {
  const editor = useEditorFor('category');
  if (!editor) return null;
  const existing = editor.key === null ? undefined : categories.find((category) => category.id === editor.key);
  return <CategoryEditor key={String(editor.key)} existing={existing} />;
}

function CategoryEditor({ existing }: { existing: Category | undefined }) {
  const { t } = useAdminTranslation();
  const close = useAdminUi((state) => state.closeEditor);
  const form = useZodForm(categoryInputSchema, {
    nameEn: existing?.nameEn ?? '',
    nameAr: existing?.nameAr ?? '',
    description: existing?.description ?? '',
    isActive: existing?.isActive ?? true,
  });
  const { create, update } = useCategoryMutations();
  const busy = create.isPending || update.isPending;

  const save = () => {
    const input = form.validate();
    if (!input) return;
    // The stored name (what posts refer to) is set once, from the English name, by the server.
    const { name: _name, ...changes } = input;
    const options = { onSuccess: close, onError: form.showServerErrors };
    if (existing) update.mutate({ id: existing.id, input: changes }, options);
    else create.mutate(changes, options);
  };

  return (
    <EditorDialog open size="narrow" title={existing ? t('categories.editTitle') : t('categories.addTitle')} busy={busy} onSubmit={save} onClose={close}>
      <FormGrid>
        <BilingualField label={t('categories.fields.name')} required en={form.bind('nameEn')} ar={form.bind('nameAr')} />
        <FullWidth>
          <TextField label={t('categories.fields.description')} multiline rows={3} {...form.bind('description')} />
        </FullWidth>
        <Field label={t('common.status')}>
          <Switch
            checked={form.values.isActive}
            label={form.values.isActive ? t('common.active') : t('common.inactive')}
            onChange={(_, data) => form.setField('isActive', data.checked)}
          />
        </Field>
      </FormGrid>
    </EditorDialog>
  );
}
