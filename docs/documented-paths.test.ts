import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The README and docs/ name files and folders of the repository so that a reader can go straight to them: every such
 * name must exist. A name counts when it is a Markdown link to a relative path, code (`…`) that starts with one of the
 * repository's top-level folders or names a top-level file, or an entry of the README's map of folders (a block whose
 * indented names sit inside the folder above them); `<name>` and `*` stand for any path segment, `{a,b}` for either.
 */

const ROOT = path.resolve(__dirname, '..');
const DOCUMENTS = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const TOP_LEVEL = new Set(fs.readdirSync(ROOT).filter((name) => name !== 'node_modules' && name !== '.git'));

/** The paths `{a,b}` stands for: `x/{a,b}/` is `x/a/` and `x/b/`. */
function expandBraces(pattern: string): string[] {
  const group = /\{([^{}]*)\}/.exec(pattern);
  if (!group) return [pattern];
  return group[1]!.split(',').flatMap((choice) => expandBraces(pattern.replace(group[0], choice)));
}

/** Whether a path of the repository, with `<name>` or `*` as wildcards of one segment, names something that exists. */
function exists(pattern: string): boolean {
  return expandBraces(pattern).every(existsOne);
}

function existsOne(pattern: string): boolean {
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

/**
 * The folders and files of a map of folders: each line starts with names (`server/`, `uploads/ storage/`, `.ci/run`)
 * followed by two spaces or more and what they hold; a name indented by two more spaces is inside the one above it.
 */
function mapPaths(block: string): { name: string; resolved: string }[] {
  const parents: string[] = [];
  return block.split('\n').flatMap((line) => {
    const entry = /^( *)(\S+(?: \S+\/)*)(?: {2,}|$)/.exec(line);
    if (!entry || entry[2]!.length === 0) return [];
    const depth = entry[1]!.length / 2;
    const names = entry[2]!.split(' ');
    // A line that only goes on with the description of the entry above it is indented deeper than any child would be.
    if (depth > parents.length) return [];
    parents.length = depth;
    parents.push(names[0]!.replace(/\/$/, ''));
    const folder = parents.slice(0, depth).join('/');
    return names.map((name) => ({ name, resolved: folder ? `${folder}/${name}` : name }));
  });
}

/** The repository paths a Markdown document names, each with the document folder it is relative to. */
function namedPaths(document: string): { name: string; resolved: string }[] {
  const source = fs.readFileSync(path.join(ROOT, document), 'utf8');
  const map = /## Where things live\n[\s\S]*?```\n([\s\S]*?)```/.exec(source);
  const text = source.replace(/```[\s\S]*?```/g, '');
  const folder = path.posix.dirname(document);
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.replace(/#.*$/, ''))
    .filter((link) => link && !/^[a-z]+:/i.test(link))
    .map((link) => ({ name: link, resolved: path.posix.normalize(path.posix.join(folder, link)) }));
  const code = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[.,:;]$/, ''))
    .filter((name) => TOP_LEVEL.has(name.split('/')[0]!) && !name.includes('…'))
    .map((name) => ({ name, resolved: name }));
  return [...links, ...code, ...(map ? mapPaths(map[1]!) : [])];
}

describe('the README and docs/', () => {
  it('name paths of the repository, those of the map of folders among them', () => {
    const named = DOCUMENTS.flatMap(namedPaths);
    expect(named.length).toBeGreaterThan(40);
    expect(named.map(({ resolved }) => resolved)).toEqual(expect.arrayContaining(['server/resources/<name>/', 'web/admin/platform/', '.ci/run']));
  });

  it('read a map of folders as paths inside the folder above', () => {
    expect(mapPaths('a/    holds\n  b/ c/   two\n         more text\n    d.ts   in b\ne/  top').map(({ resolved }) => resolved)).toEqual(['a/', 'a/b/', 'a/c/', 'a/b/d.ts', 'e/']);
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
