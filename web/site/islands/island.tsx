import { useContext, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { jsonInScript } from '@shared/json-in-script';
import type { ImageVariants } from '@shared/images';
import { ImageCatalogContext } from '../components/image-catalog';
import { catalogSlice, useSiteText } from '../components/site-text';
import { ISLAND_ATTRIBUTES, islandDataId, type HydrateWhen, type IslandData } from '@shared/islands';
import { IslandRoot, type IslandDefinition } from './island-root';

/**
 * An interactive part of a public page, where it stands in the page's tree. The server renders it on its own (its
 * ids prefixed, as the browser's hydration of it alone will make them) from its props and the catalog slice it names,
 * writes that data in a JSON script beside it, and notes which images it drew so that their variants go too. The
 * browser's island loader hydrates it `when` asked (see loader.ts); until then, and without scripts, it is the
 * server's HTML, which works as links and forms.
 */
export function Island<Props>({ island, props, when }: { island: IslandDefinition<Props>; props: Props; when: HydrateWhen }) {
  const { language, catalog } = useSiteText();
  const images = useContext(ImageCatalogContext);
  const id = useId();
  const drawn: Record<string, ImageVariants> = {};
  const data: IslandData<Props> = { props, language, texts: catalogSlice(catalog, island.texts), images: {} };
  const html = renderToString(
    <IslandRoot
      island={island}
      data={data}
      catalog={{
        variantsOf: (src) => {
          const variants = images.variantsOf(src);
          if (variants) drawn[src] = variants;
          return variants;
        },
      }}
    />,
    { identifierPrefix: id },
  );
  return (
    <>
      <script type="application/json" id={islandDataId(id)} dangerouslySetInnerHTML={{ __html: jsonInScript({ ...data, images: drawn }) }} />
      <div className="island" {...{ [ISLAND_ATTRIBUTES.name]: island.name, [ISLAND_ATTRIBUTES.when]: when, [ISLAND_ATTRIBUTES.id]: id }} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
