import { Button, Label, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowSwap20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useId, useRef } from 'react';
import { RECOMMENDED_IMAGE_SIZES } from '@shared/constants';
import { useImageUpload } from '../hooks/use-image-upload';
import { useAdminTranslation } from '../i18n';
import type { FormMessage } from '../lib/form-messages';
import { adminPlatform } from '../platform';
import { useFormMessage } from './form-fields';
import { ImageFileInput } from './image-file-input';
import { UploadDropzone } from './upload-dropzone';
import { UploadStatus } from './upload-status';

export type ImageKind = keyof typeof RECOMMENDED_IMAGE_SIZES;

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  preview: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  image: {
    width: '160px',
    maxWidth: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  buttons: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** One image of a record: drop or pick, upload with progress, preview, replace or remove. */
export function ImageField(props: {
  label: string;
  value: string;
  onChange(url: string): void;
  kind: ImageKind;
  required?: boolean;
  error?: FormMessage;
  testId?: string;
}) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const messageOf = useFormMessage();
  const id = useId();
  const replaceInput = useRef<HTMLInputElement>(null);
  const { upload, progress, problem, cancel } = useImageUpload('single');
  const busy = progress !== null;

  const take = async (files: File[]) => {
    const [url] = await upload(files);
    if (url) props.onChange(url);
  };

  const error = messageOf(props.error);
  return (
    <div className={styles.field} data-testid={props.testId}>
      <Label id={id} required={props.required}>
        {props.label}
      </Label>
      {props.value ? (
        <div className={styles.preview}>
          <img className={styles.image} src={adminPlatform().assetUrl(props.value)} alt={t('upload.previewOf', { label: props.label })} />
          <div className={styles.buttons}>
            <Button size="small" icon={<ArrowSwap20Regular />} disabled={busy} onClick={() => replaceInput.current?.click()}>
              {t('upload.replace')}
            </Button>
            <Button size="small" appearance="subtle" icon={<Delete20Regular />} disabled={busy} onClick={() => props.onChange('')}>
              {t('upload.remove')}
            </Button>
          </div>
          <ImageFileInput ref={replaceInput} label={t('upload.replace')} onFiles={(files) => void take(files)} />
        </div>
      ) : (
        <UploadDropzone label={t('upload.chooseImage')} disabled={busy} onFiles={(files) => void take(files)} />
      )}
      <UploadStatus progress={progress} problem={problem} onCancel={cancel} />
      <Text size={200} className={styles.hint}>
        {t('upload.hint', { size: RECOMMENDED_IMAGE_SIZES[props.kind] })}
      </Text>
      {error ? (
        <Text size={200} className={styles.error} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
