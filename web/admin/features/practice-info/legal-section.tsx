import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, DocumentText24Regular, Edit20Regular } from '@fluentui/react-icons';
import { LEGAL_TYPES, type LegalType } from '@shared/constants';
import { formatDate } from '@shared/format';
import { legalContentInputSchema, type LegalContent } from '@shared/schemas/legal-content';
import { useResource } from '../../api/resources';
import { useConfirmDelete } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/editor-dialog';
import { FormStack, TextField } from '../../components/form-fields';
import { RichTextField } from '../../components/rich-text-field';
import { IconAction } from '../../components/row-actions';
import { SectionCard } from '../../components/section-card';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi, useEditorFor } from '../../stores/ui-store';
import { useDeleteLegalContent, useSaveLegalContent } from './api';

const PREVIEW_LENGTH = 160;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  titleLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  preview: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { display: 'flex', alignItems: 'flex-start' },
});

/** The privacy policy and the terms: their state, last update and edit dialog. */
export function LegalSection() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const items = useResource('legalContent').data ?? [];
  const openEditor = useAdminUi((state) => state.openEditor);
  const remove = useDeleteLegalContent();
  const confirmDelete = useConfirmDelete();

  return (
    <SectionCard icon={<DocumentText24Regular />} title={t('platformInfo.legal.title')} description={t('platformInfo.legal.description')} testId="legal-content">
      <ul className={styles.list}>
        {LEGAL_TYPES.map((type) => {
          const item = items.find((entry) => entry.type === type);
          const name = t(`platformInfo.legal.types.${type}`);
          return (
            <li key={type} className={styles.item} data-testid={`legal-${type}`}>
              <div className={styles.text}>
                <div className={styles.titleLine}>
                  <Text weight="semibold" dir="auto">{item?.title || name}</Text>
                  {item ? null : (
                    <Badge appearance="outline" size="small" color="informative">
                      {t('platformInfo.legal.notWritten')}
                    </Badge>
                  )}
                </div>
                {item ? (
                  <>
                    <Text size={200} className={styles.muted}>
                      {t('platformInfo.legal.lastUpdated', { date: formatDate(item.lastUpdated, language), by: item.updatedBy || t('platformInfo.legal.admin') })}
                    </Text>
                    <Text size={200} className={styles.preview} dir="auto">
                      {item.content.length > PREVIEW_LENGTH ? `${item.content.slice(0, PREVIEW_LENGTH)}…` : item.content}
                    </Text>
                  </>
                ) : null}
              </div>
              <div className={styles.actions}>
                <IconAction label={t('common.editNamed', { name })} icon={<Edit20Regular />} onClick={() => openEditor('legal', type)} />
                {item ? (
                  <IconAction label={t('common.deleteNamed', { name })} icon={<Delete20Regular />} onClick={() => confirmDelete(name, () => remove.mutateAsync(item.id))} />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <LegalDialog items={items} />
    </SectionCard>
  );
}

function LegalDialog({ items }: { items: LegalContent[] }) {
  const editor = useEditorFor('legal');
  if (!editor || typeof editor.key !== 'string') return null;
  const type = editor.key as LegalType;
  return <LegalEditor key={type} type={type} existing={items.find((item) => item.type === type)} />;
}

function LegalEditor({ type, existing }: { type: LegalType; existing: LegalContent | undefined }) {
  const { t } = useAdminTranslation();
  const close = useAdminUi((state) => state.closeEditor);
  const name = t(`platformInfo.legal.types.${type}`);
  const form = useZodForm(legalContentInputSchema, { type, title: existing?.title ?? t(`platformInfo.legal.defaultTitles.${type}`), content: existing?.content ?? '' });
  const save = useSaveLegalContent(existing);

  const submit = () => {
    const input = form.validate();
    if (input) save.mutate(input, { onSuccess: close, onError: form.showServerErrors });
  };

  return (
    <EditorDialog open title={t('platformInfo.legal.editTitle', { name })} busy={save.isPending} onSubmit={submit} onClose={close}>
      <FormStack>
        <TextField label={t('platformInfo.legal.fields.title')} required {...form.bind('title')} />
        <RichTextField label={t('platformInfo.legal.fields.content')} required {...form.bind('content')} />
      </FormStack>
    </EditorDialog>
  );
}
