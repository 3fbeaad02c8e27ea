import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The README and docs/ name files and folders of the repository so that a reader can go straight to them: every such
 * name must exist. A name counts when it is a Markdown link to a relative path, or code (`…`) that starts with one of
 * the repository's top-level folders or names a top-level file; `<name>` and `*` stand for any path segment.
 */

const ROOT = path.resolve(__dirname, '..');
const DOCUMENTS = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const TOP_LEVEL = new Set(fs.readdirSync(ROOT).filter((name) => name !== 'node_modules' && name !== '.git'));

/** Whether a path of the repository, with `<name>` or `*` as wildcards of one segment, names something that exists. */
function exists(pattern: string): boolean {
  const segments = pattern.replace(/\/$/, '').split('/');
  let candidates = [ROOT];
  for (const segment of segments) {
    const wildcard = /^<[^>]+>$|^\*$/.test(segment);
    const matcher = new RegExp(`^${segment.split(/\*|<[^>]+>/).map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    candidates = candidates.flatMap((folder) => {
      if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) return [];
      if (!wildcard && !segment.includes('*') && !segment.includes('<')) return fs.existsSync(path.join(folder, segment)) ? [path.join(folder, segment)] : [];
      return fs.readdirSync(folder).filter((name) => matcher.test(name)).map((name) => path.join(folder, name));
    });
  }
  return candidates.length > 0;
}

/** The repository paths a Markdown document names, each with the document folder it is relative to. */
function namedPaths(document: string): { name: string; resolved: string }[] {
  const text = fs.readFileSync(path.join(ROOT, document), 'utf8').replace(/```[\s\S]*?```/g, '');
  const folder = path.posix.dirname(document);
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.replace(/#.*$/, ''))
    .filter((link) => link && !/^[a-z]+:/i.test(link))
    .map((link) => ({ name: link, resolved: path.posix.normalize(path.posix.join(folder, link)) }));
  const code = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[.,:;]$/, ''))
    .filter((name) => TOP_LEVEL.has(name.split('/')[0]!) && !name.includes('…'))
    .map((name) => ({ name, resolved: name }));
  return [...links, ...code];
}

describe('the README and docs/', () => {
  it('name paths of the repository', () => {
    const named = DOCUMENTS.flatMap(namedPaths);
    expect(named.length).toBeGreaterThan(40);
  });

  it('name no file or folder that does not exist', () => {
    const missing = DOCUMENTS.flatMap((document) =>
      namedPaths(document)
        .filter(({ resolved }) => !exists(resolved))
        .map(({ name }) => `${document} names ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
