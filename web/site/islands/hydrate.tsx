import { hydrateRoot } from 'react-dom/client';
import { islandDataId } from './island-markup';
import { IslandRoot, type IslandData, type IslandDefinition } from './island-root';

/** Hydrates the island at `element` from the data the server wrote beside it, with the ids the server gave it. */
export function hydrateIsland<Props>(element: HTMLElement, island: IslandDefinition<Props>, idPrefix: string) {
  const script = document.getElementById(islandDataId(idPrefix));
  const data = JSON.parse(script?.textContent ?? 'null') as IslandData<Props> | null;
  if (!data) return;
  hydrateRoot(element, <IslandRoot island={island} data={data} />, { identifierPrefix: idPrefix });
}
