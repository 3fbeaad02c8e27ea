import { Badge, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Camera20Regular, Chat20Regular, Delete20Regular, Edit20Regular, Mail20Regular, PeopleCommunity20Regular, Share24Regular, Video20Regular } from '@fluentui/react-icons';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@shared/constants';
import { safeHref } from '@shared/safe-urls';
import { socialLinkInputSchema, type SocialLink } from '@shared/schemas/social-link';
import { useResource } from '../../api/resources';
import { useConfirmDelete } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/editor-dialog';
import { FormStack, StatusField, TextField } from '../../components/form-fields';
import { IconAction } from '../../components/row-actions';
import { SectionCard } from '../../components/section-card';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi, useEditorFor } from '../../stores/ui-store';
import { useDeleteSocialLink, useSaveSocialLink } from './api';

const ICONS: Record<SocialNetwork, typeof Chat20Regular> = {
  whatsapp: Chat20Regular,
  youtube: Video20Regular,
  facebook: PeopleCommunity20Regular,
  instagram: Camera20Regular,
  email: Mail20Regular,
};
// Examples are addresses, the same in every language.
const EXAMPLES: Record<SocialNetwork, string> = {
  whatsapp: 'https://wa.me/201001234567',
  youtube: 'https://www.youtube.com/@yourchannel',
  facebook: 'https://www.facebook.com/yourpage',
  instagram: 'https://www.instagram.com/yourprofile',
  email: 'mailto:hello@example.com',
};
const COLORS: Record<SocialNetwork, string> = {
  whatsapp: '#1c9c4f',
  youtube: '#d4302b',
  facebook: '#1877f2',
  instagram: '#c13584',
  email: '#5b6b61',
};

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':last-child': { borderBottom: 'none' },
  },
  icon: { display: 'grid', placeItems: 'center', width: '36px', height: '36px', borderRadius: tokens.borderRadiusCircular, color: '#fff' },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  nameLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  url: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex' },
});

/** Social links: each platform with its url and state, or 'Not configured', and its edit dialog. */
export function SocialLinksSection() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const links = useResource('socialLinks').data ?? [];
  const openEditor = useAdminUi((state) => state.openEditor);
  const remove = useDeleteSocialLink();
  const confirmDelete = useConfirmDelete();

  return (
    <SectionCard icon={<Share24Regular />} title={t('platformInfo.social.title')} description={t('platformInfo.social.description')} testId="social-links">
      <ul className={styles.list}>
        {SOCIAL_NETWORKS.map((platform) => {
          const link = links.find((item) => item.platform === platform);
          const Icon = ICONS[platform];
          const name = t(`platformInfo.social.platforms.${platform}`);
          return (
            <li key={platform} className={styles.item} data-testid={`social-${platform}`}>
              <span className={styles.icon} style={{ backgroundColor: COLORS[platform] }} aria-hidden>
                <Icon />
              </span>
              <div className={styles.text}>
                <div className={styles.nameLine}>
                  <Text weight="semibold">{name}</Text>
                  {link ? (
                    <Badge appearance="tint" size="small" color={link.isActive ? 'success' : 'subtle'}>
                      {link.isActive ? t('common.active') : t('common.inactive')}
                    </Badge>
                  ) : (
                    <Badge appearance="outline" size="small" color="informative">
                      {t('platformInfo.social.notConfigured')}
                    </Badge>
                  )}
                </div>
                {/* A link an older database let through (javascript:, data:...) shows as text to fix, never as a live link. */}
                {link && safeHref(link.url) ? (
                  <Link className={styles.url} href={link.url} target="_blank" rel="noreferrer" dir="ltr">
                    {link.url}
                  </Link>
                ) : link ? (
                  <Text className={styles.url} dir="ltr">
                    {link.url}
                  </Text>
                ) : null}
              </div>
              <div className={styles.actions}>
                <IconAction label={t('common.editNamed', { name })} icon={<Edit20Regular />} onClick={() => openEditor('socialLink', platform)} />
                {link ? (
                  <IconAction
                    label={t('common.deleteNamed', { name })}
                    icon={<Delete20Regular />}
                    onClick={() => confirmDelete(name, () => remove.mutateAsync(link.id))}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <SocialLinkDialog links={links} />
    </SectionCard>
  );
}

function SocialLinkDialog({ links }: { links: SocialLink[] }) {
  const editor = useEditorFor('socialLink');
  if (!editor || typeof editor.key !== 'string') return null;
  const platform = editor.key as SocialNetwork;
  return <SocialLinkEditor key={platform} platform={platform} existing={links.find((item) => item.platform === platform)} />;
}

function SocialLinkEditor({ platform, existing }: { platform: SocialNetwork; existing: SocialLink | undefined }) {
  const { t } = useAdminTranslation();
  const close = useAdminUi((state) => state.closeEditor);
  const form = useZodForm(socialLinkInputSchema, { platform, url: existing?.url ?? '', isActive: existing?.isActive ?? true });
  const save = useSaveSocialLink(existing);

  const submit = () => {
    const input = form.validate();
    if (input) save.mutate(input, { onSuccess: close, onError: form.showServerErrors });
  };

  const name = t(`platformInfo.social.platforms.${platform}`);
  return (
    <EditorDialog open size="narrow" title={t('platformInfo.social.editTitle', { name })} busy={save.isPending} onSubmit={submit} onClose={close}>
      <FormStack>
        <TextField
          label={t('platformInfo.social.url')}
          required
          lang="en"
          type={platform === 'email' ? 'text' : 'url'}
          placeholder={EXAMPLES[platform]}
          hint={t(`platformInfo.social.hints.${platform}`)}
          {...form.bind('url')}
        />
        <StatusField active={form.values.isActive} onChange={(active) => form.setField('isActive', active)} />
      </FormStack>
    </EditorDialog>
  );
}
