import { Field, Select } from '@fluentui/react-components';
import { blogPostInputSchema, type BlogPost } from '@shared/schemas/blog-post';
import { slugify } from '@shared/slugify';
import { useResource } from '../../api/resources';
import { useRevisionsPanel } from '../publishing/revisions-panel';
import { EditorDialog, useEditedRecord, useRecordSave } from '../../components/editor-dialog';
import { BilingualField, FormGrid, FullWidth, TextField, useFormMessage } from '../../components/form-fields';
import { GalleryField } from '../../components/gallery-field';
import { ImageField } from '../../components/image-field';
import { PublicationStatusField } from '../publishing/publication';
import { BilingualRichTextField } from '../../components/rich-text-field';
import { useBilingualValidation } from '../../hooks/use-bilingual-validation';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { fromDateInput, toDateInput } from '../publishing/date-input';
import { BLOG_POSTS, useBlogMutations } from './api';
import { useCategoryLabel } from './category-label';

const valuesOf = (post: BlogPost | undefined) => ({
  slug: post?.slug ?? '',
  category: post?.category ?? '',
  titleEn: post?.titleEn ?? '',
  titleAr: post?.titleAr ?? '',
  excerptEn: post?.excerptEn ?? '',
  excerptAr: post?.excerptAr ?? '',
  contentEn: post?.contentEn ?? '',
  contentAr: post?.contentAr ?? '',
  image: post?.image ?? '',
  additionalImages: post?.additionalImages ?? [],
  displayOrder: String(post?.displayOrder ?? 0),
  publishedAt: toDateInput(post?.publishedAt ?? new Date().toISOString()),
  status: post?.status ?? 'published',
});

/** Add or edit a blog post. */
export function BlogDialog({ posts }: { posts: BlogPost[] }) {
  const edited = useEditedRecord('blog', posts);
  return edited ? <BlogEditor key={edited.key} existing={edited.existing} /> : null;
}

function BlogEditor({ existing }: { existing: BlogPost | undefined }) {
  const { t } = useAdminTranslation();
  const messageOf = useFormMessage();
  const categories = useResource('categories').data ?? [];
  const categoryLabel = useCategoryLabel();
  const form = useZodForm(blogPostInputSchema, valuesOf(existing));
  const { save, close, busy } = useRecordSave(useBlogMutations(), existing, form.showServerErrors);
  const validateBilingual = useBilingualValidation();
  const revisions = useRevisionsPanel({
    subject: BLOG_POSTS,
    existing,
    form,
    valuesOf,
    fieldLabels: {
      title: t('blogs.fields.title'),
      slug: t('blogs.fields.slug'),
      category: t('blogs.fields.category'),
      excerpt: t('blogs.fields.excerpt'),
      content: t('blogs.fields.content'),
      image: t('blogs.fields.image'),
      additionalImages: t('blogs.fields.relatedImages'),
    },
  });

  // Inactive categories stay choosable for a post already in them; a deleted one is kept as it was.
  const choices = categories.filter((category) => category.isActive || category.name === form.values.category).map((category) => category.name);
  if (form.values.category && !choices.includes(form.values.category)) choices.push(form.values.category);

  const submit = () => {
    const input = validateBilingual(form, (values) => ({ ...values, publishedAt: fromDateInput(values.publishedAt, existing?.publishedAt) }));
    if (input) {
      revisions.beforeSave();
      save(input);
    }
  };

  const slugPreview = form.values.slug || slugify(form.values.titleEn);
  return (
    <EditorDialog open title={existing ? t('blogs.editTitle') : t('blogs.addTitle')} busy={busy} onSubmit={submit} onClose={close} {...revisions.editorProps}>
      <FormGrid>
        <BilingualField label={t('blogs.fields.title')} required en={form.bind('titleEn')} ar={form.bind('titleAr')} />
        <TextField
          label={t('blogs.fields.slug')}
          lang="en"
          placeholder={t('blogs.slugPlaceholder')}
          hint={slugPreview ? t('blogs.slugPreview', { path: `/blog/${slugPreview}` }) : t('blogs.slugHint')}
          {...form.bind('slug')}
        />
        <Field
          label={t('blogs.fields.category')}
          required
          validationState={form.errors.category ? 'error' : 'none'}
          validationMessage={messageOf(form.errors.category)}
          hint={categories.length === 0 ? t('blogs.noCategoriesHint') : undefined}
        >
          <Select value={form.values.category} onChange={(_, data) => form.setField('category', data.value)}>
            <option value="">{t('blogs.chooseCategory')}</option>
            {choices.map((name) => (
              <option key={name} value={name}>
                {categoryLabel(name)}
              </option>
            ))}
          </Select>
        </Field>
        <BilingualField label={t('blogs.fields.excerpt')} required multiline rows={3} en={form.bind('excerptEn')} ar={form.bind('excerptAr')} />
        <BilingualRichTextField label={t('blogs.fields.content')} required en={form.bind('contentEn')} ar={form.bind('contentAr')} />
        <FullWidth>
          <ImageField label={t('blogs.fields.image')} kind="blog" required testId="blog-image" {...form.bind('image')} />
        </FullWidth>
        <FullWidth>
          <GalleryField
            label={t('blogs.fields.relatedImages')}
            kind="blog"
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
