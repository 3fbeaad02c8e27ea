import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '@shared/constants';
import type { TextCatalog } from '@shared/islands';

/** A text by its dotted key with its `{{name}}` placeholders filled; the key itself when the catalog lacks it. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

interface SiteTexts {
  language: Language;
  catalog: TextCatalog;
  t: Translate;
}

const SiteTextContext = createContext<SiteTexts | null>(null);

function lookUp(catalog: TextCatalog, key: string): string | undefined {
  let node: string | TextCatalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The translate function of `catalog`: what every public component writes its words with. */
export function translator(catalog: TextCatalog): Translate {
  return (key, values = {}) => {
    const text = lookUp(catalog, key);
    if (text === undefined) return key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
  };
}

/**
 * The part of `catalog` under each of `prefixes` (top-level groups such as `contact`, or dotted keys): what an island
 * carries to the browser instead of every text of the site.
 */
export function catalogSlice(catalog: TextCatalog, prefixes: readonly string[]): TextCatalog {
  const slice: TextCatalog = {};
  for (const prefix of prefixes) {
    const parts = prefix.split('.');
    let source: string | TextCatalog | undefined = catalog;
    let target = slice;
    parts.forEach((part, index) => {
      if (typeof source !== 'object') return;
      source = source[part];
      if (source === undefined) return;
      if (index === parts.length - 1) target[part] = source;
      else target = (target[part] ??= {}) as TextCatalog;
    });
  }
  return slice;
}

/**
 * The texts the public components below are written in: the whole catalog of the page's language on the server, an
 * island's own slice of it in the browser. Public components never load i18next, whose catalogs hold every text.
 */
export function SiteTextProvider({ language, catalog, children }: { language: Language; catalog: TextCatalog; children: ReactNode }) {
  return <SiteTextContext.Provider value={{ language, catalog, t: translator(catalog) }}>{children}</SiteTextContext.Provider>;
}

/** The page's language, its catalog and the translate function (see SiteTextProvider). */
export function useSiteText(): SiteTexts {
  const texts = useContext(SiteTextContext);
  if (!texts) throw new Error('useSiteText is used outside a SiteTextProvider');
  return texts;
}

/** The page's language. */
export const useLanguage = (): Language => useSiteText().language;
