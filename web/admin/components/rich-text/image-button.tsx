import { Button, Field, Input, Popover, PopoverSurface, PopoverTrigger, ToolbarButton, Tooltip } from '@fluentui/react-components';
import { ImageAdd20Regular } from '@fluentui/react-icons';
import type { Editor } from '@tiptap/core';
import { useRef, useState } from 'react';
import { useImageUpload } from '../../hooks/use-image-upload';
import { useAdminTranslation } from '../../i18n';
import { ImageFileInput } from '../image-file-input';
import { UploadStatus } from '../upload-status';
import { usePopoverStyles } from './link-button';

/** The toolbar's image button: a description, then a file uploaded like every other image and put at the cursor. */
export function ImageButton({ editor }: { editor: Editor }) {
  const styles = usePopoverStyles();
  const { t } = useAdminTranslation();
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, progress, problem, cancel, clearProblem } = useImageUpload('single');
  const busy = progress !== null;

  const openChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setDescription('');
      setMissing(false);
      clearProblem();
    }
    setOpen(next);
  };

  const choose = () => {
    if (!description.trim()) {
      setMissing(true);
      return;
    }
    fileInput.current?.click();
  };

  const take = async (files: File[]) => {
    const [url] = await upload(files);
    if (!url) return;
    // Inserted where the cursor was; focus goes back to the image button as the popover closes.
    editor.chain().setImage({ src: url, alt: description.trim() }).run();
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={(_, data) => openChange(data.open)} trapFocus withArrow positioning="below-start">
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={t('richText.image')} relationship="label" withArrow>
          <ToolbarButton appearance="subtle" icon={<ImageAdd20Regular />} />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('richText.image')}>
        <Field
          label={t('richText.imageDescription')}
          hint={t('richText.imageDescriptionHint')}
          required
          validationState={missing ? 'error' : 'none'}
          validationMessage={missing ? t('richText.imageDescriptionMissing') : undefined}
        >
          <Input
            value={description}
            disabled={busy}
            onKeyDown={(event) => {
              // Not the dialog's form: Enter chooses the file rather than saving the record.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              choose();
            }}
            onChange={(_, data) => {
              setDescription(data.value);
              setMissing(false);
            }}
          />
        </Field>
        <UploadStatus progress={progress} problem={problem} onCancel={cancel} />
        <div className={styles.buttons}>
          <Button appearance="primary" icon={<ImageAdd20Regular />} disabled={busy} onClick={choose}>
            {t('upload.chooseImage')}
          </Button>
          <Button appearance="subtle" disabled={busy} onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
        </div>
        <ImageFileInput ref={fileInput} label={t('upload.chooseImage')} onFiles={(files) => void take(files)} />
      </PopoverSurface>
    </Popover>
  );
}
