import { hydrateRoot } from 'react-dom/client';
import { islandDataId, type IslandData } from '@shared/islands';
import { IslandRoot, type IslandDefinition } from './island-root';

/**
 * Hydrates the island at `element` from the data the server wrote beside it, with the ids the server gave it;
 * resolves once it has (its effects have run).
 */
export function hydrateIsland<Props>(element: HTMLElement, island: IslandDefinition<Props>, idPrefix: string): Promise<void> {
  const script = document.getElementById(islandDataId(idPrefix));
  const data = JSON.parse(script?.textContent ?? 'null') as IslandData<Props> | null;
  if (!data) return Promise.resolve();
  return new Promise((resolve) => {
    hydrateRoot(element, <IslandRoot island={island} data={data} onHydrated={resolve} />, { identifierPrefix: idPrefix });
  });
}
