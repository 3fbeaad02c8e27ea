import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Code outside shared/ names it `@shared/…` (tsconfig.json's paths, vite.config.ts's SHARED_ALIAS): a relative
 * `../../shared/…` could be this folder or web/shared/ depending on where the file sits.
 */

const ROOT = path.resolve(__dirname, '..');
const CHECKED = ['server', 'web', 'desktop', 'e2e', 'bench', 'scripts', 'docs'];
const SHARED = path.join(ROOT, 'shared');

/** The relative module specifiers of a source: static and dynamic imports, `export … from`, comments left out. */
function relativeSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => (match[1] ?? match[2])!);
}

const sources = CHECKED.flatMap((folder) =>
  (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(ROOT, folder, file)),
);

describe('imports of shared/', () => {
  it('finds relative specifiers in every form', () => {
    expect(relativeSpecifiers("import a from '../x';\nexport { b } from \"./y\";\nconst c = import('../../z');\n// import d from '../no'")).toEqual(['../x', './y', '../../z']);
  });

  it('use @shared/ from everywhere outside shared/', () => {
    expect(sources.length).toBeGreaterThan(300);
    const relative = sources.flatMap((file) =>
      relativeSpecifiers(fs.readFileSync(file, 'utf8'))
        .filter((specifier) => {
          const target = path.resolve(path.dirname(file), specifier);
          return target === SHARED || target.startsWith(SHARED + path.sep);
        })
        .map((specifier) => `${path.relative(ROOT, file)} imports ${specifier}`),
    );
    expect(relative).toEqual([]);
  });
});
