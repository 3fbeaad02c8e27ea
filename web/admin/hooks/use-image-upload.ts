import { useCallback, useRef, useState } from 'react';
import { apiPaths } from '@shared/api-routes';
import { IMAGE_MAX_PIXELS, UPLOAD_MAX_FILES } from '@shared/constants';
import { ApiError } from '../../shared/api-client';
import { isSessionEnd, uploadToApi } from '../api/client';
import { useAdminTranslation } from '../i18n';
import { checkUploads, type UploadProblem } from '../lib/upload-check';

const MEGABYTE = 1024 * 1024;

/**
 * Sends images to /api/upload-single or /api/upload-multiple with a progress share (0 to 1, null when idle)
 * and a readable problem when a file is refused, here or by the server (415 type, 413 size or pixels, 400 unreadable).
 */
export function useImageUpload(mode: 'single' | 'multiple') {
  const { t } = useAdminTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const describe = useCallback(
    (found: UploadProblem) => {
      switch (found.reason) {
        case 'type':
          return t('upload.wrongType', { name: found.fileName });
        case 'size':
          return t('upload.tooLarge', { name: found.fileName, size: found.maxBytes / MEGABYTE });
        case 'empty':
          return t('upload.empty', { name: found.fileName });
        case 'count':
          return t('upload.tooMany', { max: found.maxFiles });
      }
    },
    [t],
  );

  /** The stored urls of the files, in order; empty when nothing was stored (the problem says why). */
  const upload = async (files: File[]): Promise<string[]> => {
    setProblem(null);
    const found = checkUploads(files, mode === 'single' ? 1 : UPLOAD_MAX_FILES);
    if (found) {
      setProblem(describe(found));
      return [];
    }
    const form = new FormData();
    for (const file of files) form.append(mode === 'single' ? 'image' : 'images', file, file.name);
    controller.current = new AbortController();
    setProgress(0);
    try {
      if (mode === 'single') {
        const { url } = await uploadToApi<{ url: string }>(apiPaths.uploads.single(), form, setProgress, controller.current.signal);
        return [url];
      }
      const { urls } = await uploadToApi<{ urls: string[] }>(apiPaths.uploads.multiple(), form, setProgress, controller.current.signal);
      return urls;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return [];
      if (isSessionEnd(error)) return [];
      if (error instanceof ApiError && error.status === 415) setProblem(t('upload.refusedType'));
      else if (error instanceof ApiError && error.code === 'image_too_large') setProblem(t('upload.refusedPixels', { megapixels: IMAGE_MAX_PIXELS / 1_000_000 }));
      else if (error instanceof ApiError && error.status === 413) setProblem(t('upload.refusedSize', { size: 10 }));
      else if (error instanceof ApiError && error.code === 'invalid_image') setProblem(t('upload.refusedUnreadable'));
      else if (error instanceof ApiError && error.code === 'image_check_unavailable') setProblem(t('upload.checkUnavailable'));
      else setProblem(t('upload.failed'));
      return [];
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const cancel = () => controller.current?.abort();

  return { upload, progress, problem, cancel, clearProblem: () => setProblem(null) };
}
