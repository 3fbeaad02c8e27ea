/*
 * Reading a rendered page as a crawler or a browser without JavaScript does: its text, its tags, its islands' data, in the
 * site's words.
 */
import { expect } from 'vitest';
import type { Language } from '@shared/constants';
import { ISLAND_ATTRIBUTES, islandDataId, type IslandData } from '@shared/islands';
import { siteTranslation } from '../../web/app/site-texts';

/** The site's texts in `language`, with `{{name}}` placeholders filled. */
export function translator(language: Language) {
  const translation = siteTranslation(language);
  return (key: string, values: Record<string, unknown> = {}): string => translation.t(key, values);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? entity;
  });
export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The rendered page's text as a reader sees it: the markup of `<div id="root">`, without tags, attributes, scripts or data. */
export function pageText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  expect(start, 'the root element').toBeGreaterThan(0);
  expect(end, 'the end of the body after the root').toBeGreaterThan(start);
  // React separates adjacent text with empty comments; tags separate words.
  return normalize(
    decodeEntities(
      html
        .slice(start, end)
        .replace(/<script\b[\s\S]*?<\/script>/g, '')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<[^>]+>/g, ' '),
    ),
  );
}

/** Every given text that the page text lacks (an empty list when it holds them all). */
export const missingFrom = (text: string, expected: (string | undefined | null)[]) =>
  expected.filter((value): value is string => Boolean(value?.trim())).map(normalize).filter((value) => !text.includes(value));

/** The opening tag of the first element with `attribute` (such as `id="contact-name"`). */
export function openingTag(html: string, attribute: string): string {
  const at = html.indexOf(` ${attribute}`);
  expect(at, attribute).toBeGreaterThan(0);
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
}

/** The data the server wrote beside the first island named `name` of a rendered page (see Island), parsed. */
export function islandData<Props>(html: string, name: string): IslandData<Props> {
  const id = new RegExp(`${ISLAND_ATTRIBUTES.name}="${name}"[^>]*${ISLAND_ATTRIBUTES.id}="([^"]*)"`).exec(html)?.[1];
  expect(id, `the ${name} island`).toBeDefined();
  const match = new RegExp(`<script type="application/json" id="${islandDataId(id!).replace(/[^\w]/g, '\\$&')}">([^<]*)</script>`).exec(html);
  expect(match, `the ${name} island's data`).toBeTruthy();
  return JSON.parse(match![1]!) as IslandData<Props>;
}


/** A document's language and direction (on `<html>`) and the titles in its `<head>`, their entities read back. */
export function documentHead(html: string): { lang?: string; dir?: string; titles: string[] } {
  const root = /<html\b([^>]*)>/.exec(html)?.[1] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return { lang: attribute('lang'), dir: attribute('dir'), titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1]!)) };
}
