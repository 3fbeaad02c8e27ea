import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * oxlint's import/no-cycle finds circles of files (.oxlintrc.json); it has no rule for circles of folders. Here a
 * folder of server/ is one of its direct subfolders with everything below it (server/db/seed is part of server/db), and
 * the files directly in server/ are one more. Type imports count, as they do for the linter.
 */

const SERVER = __dirname;
const SOURCE = /\.(ts|tsx|mts)$/;
const NOT_SOURCE = /\.(test|spec)\.|\.d\.ts$/;

/** The non-test source files under `folder`, as absolute paths. */
function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [file] : [];
  });
}

/** The relative modules a file imports or re-exports, dynamic imports included; comments left out. */
function relativeSpecifiers(file: string): string[] {
  const source = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found = source.matchAll(/(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]*)['"]|\bimport\(\s*['"](\.[^'"]*)['"]\s*\)/g);
  return [...found].map((match) => (match[1] ?? match[2])!);
}

/** The folder of server/ a path belongs to, or undefined outside server/. */
function folderOf(file: string): string | undefined {
  const inside = path.relative(SERVER, file).split(path.sep);
  if (inside[0] === '..') return undefined;
  return inside.length === 1 ? 'server' : `server/${inside[0]}`;
}

/** For each folder, the folders it imports, each with one file-to-file import that makes it. */
function folderImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SERVER)) {
    const from = folderOf(file)!;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const specifier of relativeSpecifiers(file)) {
      const target = path.resolve(path.dirname(file), specifier);
      // A folder imported by name is its index file: server/config is a folder, not a file of server/.
      const to = folderOf(fs.statSync(target, { throwIfNoEntry: false })?.isDirectory() ? path.join(target, 'index.ts') : target);
      if (to === undefined || to === from || graph.get(from)!.has(to)) continue;
      graph.get(from)!.set(to, `${path.relative(SERVER, file)} imports ${specifier}`);
    }
  }
  return graph;
}

/** The folders `start` reaches through one or more imports. */
function reached(graph: Map<string, Map<string, string>>, start: string): Set<string> {
  const seen = new Set<string>();
  const waiting = [start];
  while (waiting.length > 0) {
    for (const next of graph.get(waiting.pop()!)?.keys() ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      waiting.push(next);
    }
  }
  return seen;
}

describe('the folders of server/', () => {
  const graph = folderImports();

  it('are read with their imports', () => {
    expect(graph.size).toBeGreaterThan(15);
    expect([...graph.get('server')!.keys()]).toContain('server/resources');
  });

  it('do not import each other in a circle', () => {
    const circles = [...graph].flatMap(([from, targets]) =>
      [...targets]
        .filter(([to]) => reached(graph, to).has(from))
        .map(([to, example]) => `${from} -> ${to} (${example}), and ${to} reaches ${from} again`),
    );
    expect(circles).toEqual([]);
  });
});
