import { PAGE_VIEWS_META } from '@shared/constants';
import { fallBackFromBrokenImages } from './image-fallback';
import { ISLAND_ATTRIBUTES, type HydrateWhen } from '@shared/islands';
import { rememberLanguage } from './language-memory';
import { ISLANDS } from './registry';

/**
 * The public pages' only script at load, of a few kilobytes: it remembers the visitor's language, counts the view,
 * shows a fallback for a broken image, then finds the
 * page's islands and, for each, waits for its moment (see HydrateWhen) before loading its code, React with it, and
 * hydrating it.
 */

/** What counts as a first interaction: hydrating on it gets the island ready while the pointer or the keys move on. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change'] as const;

/** How far outside the viewport a `visible` island starts loading, so that it is ready when it scrolls in. */
const VISIBLE_MARGIN = '200px';

const started = new WeakSet<Element>();
const hydrated = new WeakSet<Element>();
/** A button of an island pressed, or a form sent, while its code was still on its way: done again once it has hydrated. */
const pressedEarly = new WeakMap<Element, () => void>();

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The text fields and selects of `element` the visitor has changed from what the server sent, with their values. */
function changedFields(element: HTMLElement): [Field, string][] {
  const changed: [Field, string][] = [];
  for (const field of element.querySelectorAll<Field>('input:not([type=radio]):not([type=checkbox]):not([type=hidden]), textarea, select')) {
    const untouched = field instanceof HTMLSelectElement ? [...field.selectedOptions].every((option) => option.defaultSelected) : field.value === field.defaultValue;
    if (!untouched) changed.push([field, field.value]);
  }
  return changed;
}

/**
 * Gives React what the visitor typed or chose before the island hydrated, as if done now: hydration starts from the
 * server's state (and puts a select back). React takes a text field's value at hydration as the one it last saw, so
 * the field is first set to another through React's own setter, then back to the visitor's through the element's
 * (which React does not see), and the change announced with the event React listens to.
 */
function replayChanges(changes: [Field, string][]) {
  for (const [field, value] of changes) {
    if (!(field instanceof HTMLSelectElement)) field.value = `${value} `;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

function hydrate(element: HTMLElement) {
  if (started.has(element)) return;
  started.add(element);
  const load = ISLANDS[element.getAttribute(ISLAND_ATTRIBUTES.name) ?? ''];
  const idPrefix = element.getAttribute(ISLAND_ATTRIBUTES.id);
  if (!load || idPrefix === null) return;
  void Promise.all([import('./hydrate'), load()])
    .then(([{ hydrateIsland }, island]) => {
      const changes = changedFields(element);
      return hydrateIsland(element, island, idPrefix).then(() => replayChanges(changes));
    })
    .then(() => {
      hydrated.add(element);
      pressedEarly.get(element)?.();
    })
    .catch(() => {
      // Its code could not be loaded: the island stays the server's HTML, whose forms and links work as they are.
      started.delete(element);
      pressedEarly.get(element)?.();
    });
}

const leaving = rememberLanguage();
// The view is counted by a beacon of its own, loaded only where the server asks for it (analytics on).
if (!leaving && document.querySelector(`meta[name="${PAGE_VIEWS_META}"]`)) void import('../analytics/beacon').then((beacon) => beacon.countPageView());
fallBackFromBrokenImages();

const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`) : null);

// A button does nothing without its island's code: a press before it has come is kept, and made again once the island
// has hydrated.
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type=button]') : null;
    const island = islandOf(button);
    if (!button || !island || hydrated.has(island)) return;
    pressedEarly.set(island, () => button.click());
    hydrate(island);
  },
  { capture: true },
);

// A form sent before its island's code has come is held, and sent by the island once it has hydrated (or as it is, if
// the code cannot come), so that it answers as it does with scripts: in place, with a toast or its checkout.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const island = islandOf(form);
    if (!form || !island || hydrated.has(island)) return;
    event.preventDefault();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    pressedEarly.set(island, () => (hydrated.has(island) ? form.requestSubmit(submitter) : form.submit()));
    hydrate(island);
  },
  { capture: true },
);

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
