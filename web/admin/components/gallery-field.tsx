import { Button, Label, makeStyles, shorthands, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { LIMITS } from '@shared/limits';
import { RECOMMENDED_IMAGE_SIZES } from '@shared/constants';
import { useImageUpload } from '../hooks/use-image-upload';
import { useAdminTranslation } from '../i18n';
import { moveItem } from '../lib/move-item';
import { adminPlatform } from '../platform';
import type { ImageKind } from './image-field';
import { MoveEarlierIcon, MoveLaterIcon } from './directional-icons';
import { UploadDropzone } from './upload-dropzone';
import { UploadStatus } from './upload-status';

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'grab',
  },
  dragOver: { ...shorthands.borderColor(tokens.colorBrandStroke1), boxShadow: tokens.shadow8 },
  image: { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  position: {
    position: 'absolute',
    insetBlockStart: tokens.spacingVerticalS,
    insetInlineStart: tokens.spacingHorizontalS,
    minWidth: '22px',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  tools: { display: 'flex', justifyContent: 'space-between' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** A record's extra images: add several at once, reorder by dragging or with the arrows, remove. */
export function GalleryField(props: { label: string; value: string[]; onChange(urls: string[]): void; kind: ImageKind; testId?: string }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const { upload, progress, problem, cancel } = useImageUpload('multiple');
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const room = LIMITS.images - props.value.length;

  const add = async (files: File[]) => {
    const urls = await upload(files.slice(0, Math.max(0, room)));
    if (urls.length > 0) props.onChange([...props.value, ...urls]);
  };
  const move = (from: number, to: number) => props.onChange(moveItem(props.value, from, to));

  return (
    <div className={styles.field} data-testid={props.testId}>
      <Label>{props.label}</Label>
      {props.value.length > 0 ? (
        <ul className={styles.grid} aria-label={props.label}>
          {props.value.map((url, index) => (
            <li
              key={`${url}-${index}`}
              className={mergeClasses(styles.item, over === index && styles.dragOver)}
              draggable
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
            >
              <img className={styles.image} src={adminPlatform().assetUrl(url)} alt={t('upload.galleryImage', { position: index + 1 })} draggable={false} />
              <span className={styles.position} aria-hidden>
                {index + 1}
              </span>
              <div className={styles.tools}>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<MoveEarlierIcon />}
                  aria-label={t('upload.moveEarlier', { position: index + 1 })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Delete20Regular />}
                  aria-label={t('upload.removeImage', { position: index + 1 })}
                  onClick={() => props.onChange(props.value.filter((_, position) => position !== index))}
                />
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<MoveLaterIcon />}
                  aria-label={t('upload.moveLater', { position: index + 1 })}
                  disabled={index === props.value.length - 1}
                  onClick={() => move(index, index + 1)}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? <UploadDropzone multiple label={t('upload.addImages')} disabled={progress !== null} onFiles={(files) => void add(files)} /> : null}
      <UploadStatus progress={progress} problem={problem} onCancel={cancel} />
      <Text size={200} className={styles.hint}>
        {t('upload.galleryHint', { size: RECOMMENDED_IMAGE_SIZES[props.kind], max: LIMITS.images })}
      </Text>
    </div>
  );
}
