import { useEffect, type ComponentType, type JSX } from 'react';
import type { IslandData } from '@shared/islands';
import { imageCatalog, ImageCatalogProvider, type ImageCatalog } from '../components/image-catalog';
import { SiteTextProvider } from '../components/site-text';

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
 * data's images on the server, which draws from the whole catalog and notes what the island asked for; `onHydrated`
 * hears when the browser has hydrated it.
 */
export function IslandRoot<Props>({ island, data, catalog, onHydrated }: { island: IslandDefinition<Props>; data: IslandData<Props>; catalog?: ImageCatalog; onHydrated?: () => void }) {
  const { Component } = island;
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <SiteTextProvider language={data.language} catalog={data.texts}>
      <ImageCatalogProvider catalog={catalog ?? imageCatalog(data.images)}>
        <Component {...(data.props as Props & JSX.IntrinsicAttributes)} />
      </ImageCatalogProvider>
    </SiteTextProvider>
  );
}
