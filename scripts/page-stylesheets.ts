import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The build's file (beside site.html) that names each page module's stylesheet, as the server reads it. */
export const PAGE_STYLESHEETS_FILE = '.vite/page-stylesheets.json';

/** A module's path in the repository, with forward slashes. */
const repositoryPath = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * A Vite build plugin: one stylesheet per page module of `pages`, the CSS of every module that the layout and the page
 * import, in the order Vite put them (the chunks a chunk imports before its own), written to PAGE_STYLESHEETS_FILE.
 * One request instead of one per shared chunk: a dozen small render-blocking stylesheets cost a phone on a slow
 * network more round trips than their bytes. The CSS files it folds in are left out of the build, and so out of the
 * stylesheets an island's chunk would add when it loads: the page has them all already.
 */
export function pageStylesheets(root: string, layout: string, pages: readonly string[]): Plugin {
  return {
    name: 'dietbar:page-stylesheets',
    apply: 'build',
    // Before Vite writes each island chunk's list of what to load with it, from the stylesheets its chunks import.
    enforce: 'pre',
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const entries = new Map(chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId).map((chunk) => [repositoryPath(root, chunk.facadeModuleId!), chunk]));
      const cssOf = (chunk: Rolldown.OutputChunk, seen: Set<string>): string[] => {
        if (seen.has(chunk.fileName)) return [];
        seen.add(chunk.fileName);
        const imported = chunk.imports.flatMap((file: string) => {
          const output = bundle[file];
          return output?.type === 'chunk' ? cssOf(output, seen) : [];
        });
        return [...imported, ...(chunk.viteMetadata?.importedCss ?? [])];
      };
      const entry = (module: string) => {
        const chunk = entries.get(module);
        if (!chunk) throw new Error(`${module} is not an entry of the build`);
        return chunk;
      };
      const stylesheets: Record<string, string> = {};
      const foldedFiles = new Set<string>();
      for (const page of pages) {
        const files = [...new Set([...cssOf(entry(layout), new Set()), ...cssOf(entry(page), new Set())])];
        for (const file of files) foldedFiles.add(file);
        const source = files.map((file) => String((bundle[file] as Rolldown.OutputAsset).source)).join('\n');
        const reference = this.emitFile({ type: 'asset', name: `${path.basename(page, '.tsx')}.css`, source });
        // Named from the web root, as the server and the template name files.
        stylesheets[page.replace(/^web\//, '')] = `/${this.getFileName(reference)}`;
      }
      // Gone from the build and from every chunk, so that no island's chunk adds one of them as it loads.
      for (const file of foldedFiles) delete bundle[file];
      for (const chunk of chunks) for (const file of foldedFiles) chunk.viteMetadata?.importedCss.delete(file);
      this.emitFile({ type: 'asset', fileName: PAGE_STYLESHEETS_FILE, source: JSON.stringify(stylesheets, null, 2) });
    },
  };
}
