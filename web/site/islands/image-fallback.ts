/** The attribute of a server-rendered image naming the picture to show when its own fails (see SmartImage). */
export const IMAGE_FALLBACK_ATTRIBUTE = 'data-fallback';

function fallBack(image: HTMLImageElement) {
  const fallback = image.getAttribute(IMAGE_FALLBACK_ATTRIBUTE);
  if (!fallback || image.getAttribute('src') === fallback) return;
  for (const source of image.closest('picture')?.querySelectorAll('source') ?? []) source.remove();
  image.removeAttribute('srcset');
  image.src = fallback;
}

/**
 * A missing or broken image shows its fallback instead, on every page and before any island hydrates: the failures
 * to come as they happen, those before this script ran (the images load first) at once.
 */
export function fallBackFromBrokenImages() {
  document.addEventListener('error', (event) => event.target instanceof HTMLImageElement && fallBack(event.target), { capture: true });
  for (const image of document.images) if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image);
}
