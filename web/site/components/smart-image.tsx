import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants';

interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /** Above the fold: load at once and with high priority instead of lazily. */
  priority?: boolean;
  /** Shown when `src` is empty (the default hero or about image); the placeholder otherwise. */
  fallback?: string;
}

/** An image with a reserved size, lazy below the fold, that falls back to the placeholder when missing or broken. */
export function SmartImage({ src, alt, width, height, priority = false, fallback = PLACEHOLDER_IMAGE, ...rest }: SmartImageProps) {
  const wanted = src?.trim() ? src : fallback;
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? PLACEHOLDER_IMAGE : wanted;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailed(wanted);
      }}
    />
  );
}
