import type { Language } from './constants';
import type { ImageVariants } from './images';

/** A catalog of the site's texts, or a part of one: nested objects whose leaves are the texts. */
export interface TextCatalog {
  [key: string]: string | TextCatalog;
}

/**
 * When an island's code loads and hydrates it, as Astro's `client:` directives: `visible` as it nears the viewport,
 * `idle` once the browser has nothing else to do, `interaction` at the first pointer, touch, focus or key on it.
 * Each of them hydrates at the first interaction too.
 */
export type HydrateWhen = 'visible' | 'idle' | 'interaction';

/** The attributes of an island's element in the server's HTML, which the loader reads. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  when: 'data-hydrate',
  /** The prefix of its React ids, which also names the JSON script holding its IslandData (see islandDataId). */
  id: 'data-island-id',
} as const;

/** The id of the JSON script beside the island whose ids start with `prefix`. */
export const islandDataId = (prefix: string) => `${prefix}data`;

/** What the server writes beside an island's HTML, in the JSON script islandDataId names: its props and all it reads besides. */
export interface IslandData<Props> {
  props: Props;
  language: Language;
  texts: TextCatalog;
  /** The variants of the images it draws. */
  images: Record<string, ImageVariants>;
}
