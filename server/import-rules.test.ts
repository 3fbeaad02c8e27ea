import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * How the source files may import each other, read from the files themselves (type imports count: they tie the
 * files together as much for a reader, and an import that is only a type today is a value tomorrow).
 */

const ROOT = path.resolve(__dirname, '..');
const CHECKED = ['server', 'shared', 'web', 'desktop'];
const SOURCE = /\.(ts|tsx|mts)$/;
const NOT_SOURCE = /\.(test|spec)\.|\.d\.ts$/;

/** The non-test source files under `folder`, as paths from the repository's root with forward slashes. */
function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** Every module a file names in an import or export, dynamic imports included; comments left out. */
function specifiers(file: string): string[] {
  const source = fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found = source.matchAll(/(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g);
  return [...found].map((match) => (match[1] ?? match[2])!);
}

const files = CHECKED.flatMap(sourceFiles);
const known = new Set(files);

/** The source file a relative specifier names, or undefined (a package, a JSON file, a test helper). */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}/index.ts`, `${base}/index.tsx`, base.replace(/\.m?js$/, '.ts')];
  return candidates.find((candidate) => known.has(candidate));
}

/** Each file's imports of other checked source files. */
const imports = new Map(files.map((file) => [file, [...new Set(specifiers(file).flatMap((specifier) => resolved(file, specifier) ?? []))]]));

/** The groups of nodes that reach each other (Tarjan's strongly connected components), only those of two or more. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) found.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One circle through `start` inside `members`, as the list of nodes from `start` back to it (breadth first: a shortest one). */
function circleThrough(graph: Map<string, string[]>, start: string, members: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way = [node];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0]!)!);
        return [...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

describe('import rules', () => {
  it('reads the sources it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.get('server/app.ts')?.length).toBeGreaterThan(10);
  });

  it('has no files of server/, shared/, web/ or desktop/ importing each other in a circle', () => {
    const found = circles(imports).map((members) => circleThrough(imports, members[0]!, new Set(members)).join(' -> '));
    expect(found).toEqual([]);
  });

  it('has no folders of server/ importing each other in a circle', () => {
    const folderOf = (file: string) => path.posix.dirname(file);
    // For each import from one server folder into another, one file-to-file import that makes it.
    const example = new Map<string, string>();
    const folders = new Map<string, string[]>();
    for (const [file, targets] of imports) {
      if (!file.startsWith('server/')) continue;
      const from = folderOf(file);
      if (!folders.has(from)) folders.set(from, []);
      for (const target of targets) {
        const to = folderOf(target);
        if (!target.startsWith('server/') || to === from) continue;
        if (!example.has(`${from} ${to}`)) {
          folders.get(from)!.push(to);
          example.set(`${from} ${to}`, `${file} imports ${target}`);
        }
      }
    }
    const found = circles(folders).map((members) => {
      const circle = circleThrough(folders, members[0]!, new Set(members));
      return `${circle.join(' -> ')} (closed by ${example.get(`${circle.at(-2)} ${circle.at(-1)}`)})`;
    });
    expect(found).toEqual([]);
  });

  it('has migrations that import only knex and Node built-ins, so that a later change to the application never changes one', () => {
    const builtins = new Set(builtinModules);
    const migrations = files.filter((file) => /^server\/db\/migrations\/\d+_[^/]+\.ts$/.test(file));
    expect(migrations.length).toBeGreaterThan(0);
    const refused = migrations.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => specifier !== 'knex' && !builtins.has(specifier.replace(/^node:/, '')))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(refused).toEqual([]);
  });

  it('has the server import browser code only from web/app/, the shell both sides share', () => {
    const reached = files
      .filter((file) => file.startsWith('server/'))
      .flatMap((file) =>
        specifiers(file)
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => ({ file, target: path.posix.join(path.posix.dirname(file), specifier) })),
      )
      .filter(({ target }) => target.startsWith('web/') && !target.startsWith('web/app/'))
      .map(({ file, target }) => `${file} imports ${target}`);
    expect(reached).toEqual([]);
  });

  it('has browser code import in one direction: shared/, then web/shared/, then web/site/ or web/admin/, then web/app/', () => {
    const layers = ['shared/', 'web/shared/', 'web/site/', 'web/admin/', 'web/app/'];
    // A file of web/ in none of them (web/main.tsx) is an entry point, above them all.
    const layer = (file: string) => {
      const found = layers.findLastIndex((prefix) => file.startsWith(prefix));
      return found === -1 ? layers.length : found;
    };
    const against = [...imports].flatMap(([file, targets]) =>
      file.startsWith('web/')
        ? targets
            .filter((target) => layer(target) > layer(file) || (layer(file) === 2 && layer(target) === 3) || (layer(file) === 3 && layer(target) === 2))
            .map((target) => `${file} imports ${target}`)
        : [],
    );
    expect(against).toEqual([]);
  });
});
