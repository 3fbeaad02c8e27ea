import { Button, makeStyles, shorthands, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ImageAdd24Regular } from '@fluentui/react-icons';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useAdminTranslation } from '../i18n';
import { ImageFileInput } from './image-file-input';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    minHeight: '120px',
    textAlign: 'center',
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground2,
    transitionProperty: 'background-color, border-color',
    transitionDuration: tokens.durationFaster,
  },
  active: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
});

/** A drop area with a "choose" button: hands over the dropped or picked files. */
export function UploadDropzone(props: { multiple?: boolean; disabled?: boolean; onFiles(files: File[]): void; label: string; children?: ReactNode }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (props.disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) props.onFiles(files);
  };

  return (
    <div
      className={mergeClasses(styles.zone, dragging && styles.active)}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <ImageAdd24Regular className={styles.icon} aria-hidden />
      <Text size={200}>{t('upload.dropHere')}</Text>
      <Button size="small" disabled={props.disabled} onClick={() => input.current?.click()}>
        {props.label}
      </Button>
      {props.children}
      <ImageFileInput ref={input} label={props.label} multiple={props.multiple} onFiles={props.onFiles} />
    </div>
  );
}
