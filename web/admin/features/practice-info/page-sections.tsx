import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { Edit20Regular, Image24Regular, PersonInfo24Regular } from '@fluentui/react-icons';
import { DEFAULT_ABOUT_IMAGE, DEFAULT_HERO_IMAGE } from '@shared/constants';
import { aboutContentInputSchema, type AboutContent } from '@shared/schemas/about-content';
import { heroContentInputSchema, type HeroContent } from '@shared/schemas/hero-content';
import { useResource } from '../../api/resources';
import { EditorDialog } from '../../components/editor-dialog';
import { BilingualField, FormGrid, FullWidth } from '../../components/form-fields';
import { ImageField } from '../../components/image-field';
import { BilingualRichTextField } from '../../components/rich-text-field';
import { useBilingualValidation } from '../../hooks/use-bilingual-validation';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { adminPlatform } from '../../platform';
import { useAdminUi, useEditorFor } from '../../stores/ui-store';
import { SectionCard } from '../../components/section-card';
import { useSaveAbout, useSaveHero } from './api';

// The call to action defaults of the shared schema ('Get Started' and its Arabic twin).
const DEFAULT_CTA = {
  en: heroContentInputSchema.shape.ctaButtonTextEn.parse(undefined),
  ar: heroContentInputSchema.shape.ctaButtonTextAr.parse(undefined),
};

/** The about preview's length. */
const ABOUT_PREVIEW_LENGTH = 100;

const useStyles = makeStyles({
  preview: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingHorizontalM, '@media (min-width: 480px)': { gridTemplateColumns: '140px minmax(0, 1fr)' } },
  image: { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground3 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Preview({ image, lines }: { image: string; lines: { text: string; lang: 'en' | 'ar'; strong?: boolean }[] }) {
  const styles = useStyles();
  return (
    <div className={styles.preview}>
      <img className={styles.image} src={adminPlatform().assetUrl(image)} alt="" loading="lazy" />
      <div className={styles.text}>
        {lines.map((line, index) => (
          <Text key={index} lang={line.lang} dir={line.lang === 'ar' ? 'rtl' : 'ltr'} weight={line.strong ? 'semibold' : 'regular'} className={line.strong ? undefined : styles.muted}>
            {line.text}
          </Text>
        ))}
      </div>
    </div>
  );
}

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** The landing page's hero: preview and editor. */
export function HeroSection() {
  const { t } = useAdminTranslation();
  const hero = useResource('heroContent').data;
  const openEditor = useAdminUi((state) => state.openEditor);
  return (
    <SectionCardWithEdit icon={<Image24Regular />} title={t('platformInfo.hero.title')} description={t('platformInfo.hero.description')} onEdit={() => openEditor('hero')} testId="hero-section">
      {hero ? (
        <Preview
          image={hero.backgroundImage || DEFAULT_HERO_IMAGE}
          lines={[
            { text: hero.titleEn, lang: 'en', strong: true },
            { text: hero.subtitleEn, lang: 'en' },
            { text: hero.titleAr, lang: 'ar', strong: true },
            { text: hero.subtitleAr, lang: 'ar' },
          ]}
        />
      ) : (
        <Text>{t('platformInfo.notSetYet')}</Text>
      )}
      <HeroDialog hero={hero ?? null} />
    </SectionCardWithEdit>
  );
}

/** The landing page's about section: preview (first 100 characters) and editor. */
export function AboutSection() {
  const { t } = useAdminTranslation();
  const about = useResource('aboutContent').data;
  const openEditor = useAdminUi((state) => state.openEditor);
  return (
    <SectionCardWithEdit icon={<PersonInfo24Regular />} title={t('platformInfo.about.title')} description={t('platformInfo.about.description')} onEdit={() => openEditor('about')} testId="about-section">
      {about ? (
        <Preview
          image={about.image || DEFAULT_ABOUT_IMAGE}
          lines={[
            { text: about.titleEn, lang: 'en', strong: true },
            { text: cut(about.contentEn, ABOUT_PREVIEW_LENGTH), lang: 'en' },
            { text: about.titleAr, lang: 'ar', strong: true },
            { text: cut(about.contentAr, ABOUT_PREVIEW_LENGTH), lang: 'ar' },
          ]}
        />
      ) : (
        <Text>{t('platformInfo.notSetYet')}</Text>
      )}
      <AboutDialog about={about ?? null} />
    </SectionCardWithEdit>
  );
}

function SectionCardWithEdit(props: { icon: ReactElement; title: string; description: string; onEdit(): void; testId: string; children: ReactNode }) {
  const { t } = useAdminTranslation();
  return (
    <SectionCard
      icon={props.icon}
      title={props.title}
      description={props.description}
      testId={props.testId}
      actions={
        <Button icon={<Edit20Regular />} onClick={props.onEdit} aria-label={t('common.editNamed', { name: props.title })}>
          {t('common.edit')}
        </Button>
      }
    >
      {props.children}
    </SectionCard>
  );
}

function HeroDialog({ hero }: { hero: HeroContent | null }) {
  const editor = useEditorFor('hero');
  return editor ? <HeroEditor hero={hero} /> : null;
}

function HeroEditor({ hero }: { hero: HeroContent | null }) {
  const { t } = useAdminTranslation();
  const close = useAdminUi((state) => state.closeEditor);
  const form = useZodForm(heroContentInputSchema, {
    titleEn: hero?.titleEn ?? '',
    titleAr: hero?.titleAr ?? '',
    subtitleEn: hero?.subtitleEn ?? '',
    subtitleAr: hero?.subtitleAr ?? '',
    ctaButtonTextEn: hero?.ctaButtonTextEn ?? DEFAULT_CTA.en,
    ctaButtonTextAr: hero?.ctaButtonTextAr ?? DEFAULT_CTA.ar,
    backgroundImage: hero?.backgroundImage ?? '',
    imageAltEn: hero?.imageAltEn ?? '',
    imageAltAr: hero?.imageAltAr ?? '',
  });
  const save = useSaveHero();
  const validateBilingual = useBilingualValidation();

  const submit = () => {
    const input = validateBilingual(form);
    if (input) save.mutate(input, { onSuccess: close, onError: form.showServerErrors });
  };

  return (
    <EditorDialog open title={t('platformInfo.hero.editTitle')} busy={save.isPending} onSubmit={submit} onClose={close}>
      <FormGrid>
        <BilingualField label={t('platformInfo.hero.fields.title')} required en={form.bind('titleEn')} ar={form.bind('titleAr')} />
        <BilingualField label={t('platformInfo.hero.fields.subtitle')} required multiline rows={3} en={form.bind('subtitleEn')} ar={form.bind('subtitleAr')} />
        <BilingualField label={t('platformInfo.hero.fields.cta')} required en={form.bind('ctaButtonTextEn')} ar={form.bind('ctaButtonTextAr')} />
        <FullWidth>
          <ImageField label={t('platformInfo.hero.fields.backgroundImage')} kind="hero" {...form.bind('backgroundImage')} />
        </FullWidth>
        <BilingualField label={t('platformInfo.hero.fields.imageAlt')} hint={t('platformInfo.hero.fields.imageAltHint')} en={form.bind('imageAltEn')} ar={form.bind('imageAltAr')} />
      </FormGrid>
    </EditorDialog>
  );
}

function AboutDialog({ about }: { about: AboutContent | null }) {
  const editor = useEditorFor('about');
  return editor ? <AboutEditor about={about} /> : null;
}

function AboutEditor({ about }: { about: AboutContent | null }) {
  const { t } = useAdminTranslation();
  const close = useAdminUi((state) => state.closeEditor);
  const form = useZodForm(aboutContentInputSchema, {
    titleEn: about?.titleEn ?? '',
    titleAr: about?.titleAr ?? '',
    contentEn: about?.contentEn ?? '',
    contentAr: about?.contentAr ?? '',
    image: about?.image ?? '',
  });
  const save = useSaveAbout();
  const validateBilingual = useBilingualValidation();

  const submit = () => {
    const input = validateBilingual(form);
    if (input) save.mutate(input, { onSuccess: close, onError: form.showServerErrors });
  };

  return (
    <EditorDialog open title={t('platformInfo.about.editTitle')} busy={save.isPending} onSubmit={submit} onClose={close}>
      <FormGrid>
        <BilingualField label={t('platformInfo.about.fields.title')} required en={form.bind('titleEn')} ar={form.bind('titleAr')} />
        <BilingualRichTextField label={t('platformInfo.about.fields.content')} required en={form.bind('contentEn')} ar={form.bind('contentAr')} />
        <FullWidth>
          <ImageField label={t('platformInfo.about.fields.image')} kind="about" {...form.bind('image')} />
        </FullWidth>
      </FormGrid>
    </EditorDialog>
  );
}
