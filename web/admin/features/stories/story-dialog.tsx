import { successStoryInputSchema, type SuccessStory } from '@shared/schemas/success-story';
import { useRevisionsPanel } from '../publishing/revisions-panel';
import { EditorDialog, useEditedRecord, useRecordSave } from '../../components/editor-dialog';
import { BilingualField, FormGrid, FullWidth, TextField } from '../../components/form-fields';
import { GalleryField } from '../../components/gallery-field';
import { ImageField } from '../../components/image-field';
import { PublicationStatusField } from '../publishing/publication';
import { BilingualRichTextField } from '../../components/rich-text-field';
import { useBilingualValidation } from '../../hooks/use-bilingual-validation';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { fromDateInput, toDateInput } from '../publishing/date-input';
import { SUCCESS_STORIES, useStoryMutations } from './api';

const valuesOf = (story: SuccessStory | undefined) => ({
  // The legacy single-language fields are kept as they are: the site still reads them as fallbacks.
  name: story?.name ?? '',
  achievement: story?.achievement ?? '',
  excerpt: story?.excerpt ?? '',
  fullStory: story?.fullStory ?? '',
  nameEn: story?.nameEn ?? '',
  nameAr: story?.nameAr ?? '',
  achievementEn: story?.achievementEn ?? '',
  achievementAr: story?.achievementAr ?? '',
  excerptEn: story?.excerptEn ?? '',
  excerptAr: story?.excerptAr ?? '',
  fullStoryEn: story?.fullStoryEn ?? '',
  fullStoryAr: story?.fullStoryAr ?? '',
  image: story?.image ?? '',
  beforeImage: story?.beforeImage ?? '',
  afterImage: story?.afterImage ?? '',
  additionalImages: story?.additionalImages ?? [],
  displayOrder: String(story?.displayOrder ?? 0),
  publishedAt: toDateInput(story?.publishedAt ?? new Date().toISOString()),
  status: story?.status ?? 'published',
});

/** Add or edit a success story. */
export function StoryDialog({ stories }: { stories: SuccessStory[] }) {
  const edited = useEditedRecord('story', stories);
  return edited ? <StoryEditor key={edited.key} existing={edited.existing} /> : null;
}

function StoryEditor({ existing }: { existing: SuccessStory | undefined }) {
  const { t } = useAdminTranslation();
  const form = useZodForm(successStoryInputSchema, valuesOf(existing));
  const { save, close, busy } = useRecordSave(useStoryMutations(), existing, form.showServerErrors);
  const validateBilingual = useBilingualValidation();
  const revisions = useRevisionsPanel({
    subject: SUCCESS_STORIES,
    existing,
    form,
    valuesOf,
    fieldLabels: {
      name: t('stories.fields.name'),
      achievement: t('stories.fields.achievement'),
      excerpt: t('stories.fields.excerpt'),
      fullStory: t('stories.fields.fullStory'),
      image: t('stories.fields.image'),
      beforeImage: t('stories.fields.beforeImage'),
      afterImage: t('stories.fields.afterImage'),
      additionalImages: t('common.gallery'),
    },
  });

  const submit = () => {
    const input = validateBilingual(form, (values) => ({ ...values, publishedAt: fromDateInput(values.publishedAt, existing?.publishedAt) }));
    if (input) {
      revisions.beforeSave();
      save(input);
    }
  };

  return (
    <EditorDialog open title={existing ? t('stories.editTitle') : t('stories.addTitle')} busy={busy} onSubmit={submit} onClose={close} {...revisions.editorProps}>
      <FormGrid>
        <BilingualField label={t('stories.fields.name')} required en={form.bind('nameEn')} ar={form.bind('nameAr')} />
        <BilingualField label={t('stories.fields.achievement')} required en={form.bind('achievementEn')} ar={form.bind('achievementAr')} />
        <BilingualField label={t('stories.fields.excerpt')} required multiline rows={3} en={form.bind('excerptEn')} ar={form.bind('excerptAr')} />
        <BilingualRichTextField label={t('stories.fields.fullStory')} required en={form.bind('fullStoryEn')} ar={form.bind('fullStoryAr')} />
        <FullWidth>
          <ImageField label={t('stories.fields.image')} kind="successStory" required testId="story-image" {...form.bind('image')} />
        </FullWidth>
        <ImageField label={t('stories.fields.beforeImage')} kind="successStory" value={form.values.beforeImage} onChange={(url) => form.setField('beforeImage', url)} />
        <ImageField label={t('stories.fields.afterImage')} kind="successStory" value={form.values.afterImage} onChange={(url) => form.setField('afterImage', url)} />
        <FullWidth>
          <GalleryField
            label={t('common.gallery')}
            kind="successStory"
            value={form.values.additionalImages}
            onChange={(urls) => form.setField('additionalImages', urls)}
          />
        </FullWidth>
        <TextField label={t('common.displayOrder')} type="number" min={0} step={1} {...form.bind('displayOrder')} />
        <TextField label={t('common.publishedAt')} type="date" {...form.bind('publishedAt')} />
        <PublicationStatusField {...form.bind('status')} />
      </FormGrid>
    </EditorDialog>
  );
}
