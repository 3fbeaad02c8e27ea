import { ISLAND_ATTRIBUTES, type HydrateWhen } from './island-markup';
import { ISLANDS } from './registry';

/**
 * The public pages' only script at load: it finds the page's islands and, for each, waits for its moment (see
 * HydrateWhen) before loading its code, React with it, and hydrating it. A page without islands is sent without it.
 */

/** What counts as a first interaction: hydrating on it gets the island ready while the pointer or the keys move on. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** How far outside the viewport a `visible` island starts loading, so that it is ready when it scrolls in. */
const VISIBLE_MARGIN = '200px';

const started = new WeakSet<Element>();

function hydrate(element: HTMLElement) {
  if (started.has(element)) return;
  started.add(element);
  const load = ISLANDS[element.getAttribute(ISLAND_ATTRIBUTES.name) ?? ''];
  const idPrefix = element.getAttribute(ISLAND_ATTRIBUTES.id);
  if (!load || idPrefix === null) return;
  void Promise.all([import('./hydrate'), load()]).then(([{ hydrateIsland }, island]) => hydrateIsland(element, island, idPrefix));
}

const visible = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      hydrate(entry.target as HTMLElement);
    }
  },
  { rootMargin: VISIBLE_MARGIN },
);

const whenIdle = (task: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task) : setTimeout(task, 1));

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
  const start = () => hydrate(element);
  for (const type of INTERACTIONS) element.addEventListener(type, start, { once: true, passive: true, capture: true });
  const when = element.getAttribute(ISLAND_ATTRIBUTES.when) as HydrateWhen;
  if (when === 'visible') visible.observe(element);
  else if (when === 'idle') whenIdle(start);
}

// A link in an open popover (the small screens' menu) to a part of this page closes it, as leaving the page would.
document.addEventListener('click', (event) => {
  const popover = event.target instanceof Element ? event.target.closest('a[href]')?.closest<HTMLElement>('[popover]') : null;
  if (popover?.matches(':popover-open')) popover.hidePopover();
});
