/** The blog slug rule: lower case, every run of non-alphanumerics becomes one hyphen. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A heading's anchor: lower case letters and digits of any script (Arabic included, its vowel marks left out), every
 * other run becoming one hyphen; `section` when nothing is left. Wider than the blog slug rule, which is ASCII only.
 */
export function anchorSlug(text: string): string {
  const slug = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Anchors that stay unique within one document: the second `intro` is `intro-2`, the third `intro-3`. */
export function uniqueAnchors(): (text: string) => string {
  const taken = new Set<string>();
  return (text) => {
    const base = anchorSlug(text);
    let anchor = base;
    for (let count = 2; taken.has(anchor); count += 1) anchor = `${base}-${count}`;
    taken.add(anchor);
    return anchor;
  };
}
