import type { ComponentType, JSX } from 'react';
import type { Language } from '@shared/constants';
import type { ImageVariants } from '@shared/images';
import { imageCatalog, ImageCatalogProvider, type ImageCatalog } from '../components/image-catalog';
import { SiteTextProvider, type TextCatalog } from '../components/site-text';

/** What the server writes beside an island's HTML: its props and all it reads besides (see Island). */
export interface IslandData<Props> {
  props: Props;
  language: Language;
  texts: TextCatalog;
  /** The variants of the images it draws. */
  images: Record<string, ImageVariants>;
}

/**
 * A part of a public page that runs in the browser: its component and the groups of the site's catalog it writes in
 * (`contact`, `common`…). Its component reads nothing from the page around it (no router, no query cache, no
 * i18next): only its props and the texts and images of its IslandData.
 */
export interface IslandDefinition<Props> {
  name: string;
  Component: ComponentType<Props>;
  texts: readonly string[];
}

export const defineIsland = <Props,>(name: string, Component: ComponentType<Props>, texts: readonly string[]): IslandDefinition<Props> => ({ name, Component, texts });

/**
 * An island's tree, the same on the server and in the browser so that hydration matches. `catalog` replaces the
 * data's images on the server, which draws from the whole catalog and notes what the island asked for.
 */
export function IslandRoot<Props>({ island, data, catalog }: { island: IslandDefinition<Props>; data: IslandData<Props>; catalog?: ImageCatalog }) {
  const { Component } = island;
  return (
    <SiteTextProvider language={data.language} catalog={data.texts}>
      <ImageCatalogProvider catalog={catalog ?? imageCatalog(data.images)}>
        <Component {...(data.props as Props & JSX.IntrinsicAttributes)} />
      </ImageCatalogProvider>
    </SiteTextProvider>
  );
}
