import type { Ref } from 'react';
import { UPLOAD_ACCEPT } from '@shared/constants';

interface ImageFileInputProps {
  ref: Ref<HTMLInputElement>;
  /** What the picker is for, for screen readers (it is opened by a visible button or drop zone). */
  label: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * The hidden file picker of the image uploads, opened through its ref: hands over the chosen files and forgets them,
 * so that choosing the same file again picks it again.
 */
export function ImageFileInput({ ref, label, multiple, onFiles }: ImageFileInputProps) {
  return (
    <input
      ref={ref}
      hidden
      type="file"
      accept={UPLOAD_ACCEPT}
      multiple={multiple}
      aria-label={label}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
}
