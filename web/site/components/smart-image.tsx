import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '@shared/constants';
import { VARIANT_FORMATS, VARIANT_MIME_TYPES, srcSet } from '@shared/images';
import { IMAGE_FALLBACK_ATTRIBUTE } from '../islands/image-fallback';
import { useImageVariants } from './image-catalog';

interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt' | 'sizes' | 'srcSet'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (the real size wins once known). */
  width: number;
  height: number;
  /** How wide the image is drawn at each screen width (the `sizes` attribute), from the layout's CSS. */
  sizes: string;
  /** The page's main (LCP) image: loaded at once and first instead of lazily. One per page. */
  priority?: boolean;
  /** Shown when `src` is empty (the default hero or about image); the placeholder otherwise. */
  fallback?: string;
}

/**
 * An image with a reserved size, lazy unless it is the page's main one, that falls back to the placeholder when
 * missing or broken. When the server has made resized AVIF and WebP variants of it, a `<picture>` offers them so that
 * each screen downloads the width it draws; otherwise the plain `<img>`.
 */
export function SmartImage({ src, alt, width, height, sizes, priority = false, fallback = PLACEHOLDER_IMAGE, ...rest }: SmartImageProps) {
  const wanted = src?.trim() ? src : fallback;
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? PLACEHOLDER_IMAGE : wanted;
  const fail = () => {
    if (shown !== PLACEHOLDER_IMAGE) setFailed(wanted);
  };
  const element = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A server-rendered image may fail before hydration, when no handler was listening yet.
    const image = element.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) fail();
  });
  const variants = useImageVariants(shown);
  const sources = variants ? VARIANT_FORMATS.map((format) => ({ format, srcSet: srcSet(shown, variants, format) })).filter((source) => source.srcSet) : [];

  const image = (
    <img
      {...rest}
      ref={element}
      src={shown}
      alt={alt}
      // The original's own proportions when known: a frame without a fixed aspect ratio then never shifts.
      width={variants?.width ?? width}
      height={variants?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={fail}
      {...{ [IMAGE_FALLBACK_ATTRIBUTE]: shown === PLACEHOLDER_IMAGE ? undefined : PLACEHOLDER_IMAGE }}
    />
  );
  if (sources.length === 0) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.format} type={VARIANT_MIME_TYPES[source.format]} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
