import path from 'node:path';
import type { Rolldown } from 'vite';
import { expect, it } from 'vitest';
import { PAGE_STYLESHEETS_FILE, pageStylesheets } from './page-stylesheets';

const ROOT = '/repository';
const LAYOUT = 'web/site/layout/site-layout.tsx';
const LANDING = 'web/site/features/landing/landing-page.tsx';
const BOOK = 'web/site/features/booking/book-page.tsx';

/** A chunk of the stand-in bundle: its entry module (if an entry), the chunks it imports and its stylesheets. */
function chunk(fileName: string, { entry, imports = [], css = [] }: { entry?: string; imports?: string[]; css?: string[] }) {
  return {
    type: 'chunk',
    fileName,
    isEntry: entry !== undefined,
    facadeModuleId: entry === undefined ? null : path.join(ROOT, entry),
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

const asset = (fileName: string) => ({ type: 'asset', fileName, source: `.${path.basename(fileName, '.css')}{}` }) as unknown as Rolldown.OutputAsset;

/** A build where the layout and the landing page share a chunk, the booking page has its own, and an island shares the form's. */
function standInBundle(): Rolldown.OutputBundle {
  const outputs = [
    chunk('assets/shared.js', { css: ['assets/shared.css'] }),
    chunk('assets/form.js', { css: ['assets/form.css'] }),
    chunk('assets/booking.js', { imports: ['assets/form.js'], css: ['assets/booking.css'] }),
    chunk('assets/site-layout.js', { entry: LAYOUT, imports: ['assets/shared.js'], css: ['assets/site-layout.css'] }),
    chunk('assets/landing-page.js', { entry: LANDING, imports: ['assets/shared.js', 'assets/form.js'], css: ['assets/landing-page.css'] }),
    chunk('assets/book-page.js', { entry: BOOK, imports: ['assets/booking.js', 'assets/shared.js'] }),
    chunk('assets/contact-island.js', { imports: ['assets/form.js'] }),
    ...['shared', 'form', 'booking', 'site-layout', 'landing-page'].map((name) => asset(`assets/${name}.css`)),
  ];
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}

/** Runs the plugin on `bundle`, as Vite would, and returns the stylesheets it wrote: their file names and contents. */
function build(bundle: Rolldown.OutputBundle) {
  const emitted = new Map<string, string>();
  const context = {
    emitFile: ({ name, fileName, source }: { name?: string; fileName?: string; source: string }) => {
      const file = fileName ?? `assets/${name}`;
      emitted.set(file, source);
      return file;
    },
    getFileName: (reference: string) => reference,
  };
  // The plugin's hook is a plain function: Vite's type allows an object with a handler too.
  const hook = pageStylesheets(ROOT, LAYOUT, [LANDING, BOOK]).generateBundle as unknown as (this: typeof context, options: object, bundle: Rolldown.OutputBundle) => void;
  hook.call(context, {}, bundle);
  return emitted;
}

it("writes each page one stylesheet: the layout's modules' CSS, then the page's, each once, and no other page's", () => {
  const emitted = build(standInBundle());
  expect(JSON.parse(emitted.get(PAGE_STYLESHEETS_FILE)!)).toEqual({
    'site/features/landing/landing-page.tsx': '/assets/landing-page.css',
    'site/features/booking/book-page.tsx': '/assets/book-page.css',
  });
  expect(emitted.get('assets/landing-page.css')!.split('\n')).toEqual(['.shared{}', '.site-layout{}', '.form{}', '.landing-page{}']);
  expect(emitted.get('assets/book-page.css')!.split('\n')).toEqual(['.shared{}', '.site-layout{}', '.form{}', '.booking{}']);
});

it('leaves the stylesheets it folded in out of the build and out of every chunk, so that an island loads none of them again', () => {
  const bundle = standInBundle();
  build(bundle);
  expect(Object.keys(bundle).filter((file) => file.endsWith('.css'))).toEqual([]);
  const island = bundle['assets/contact-island.js'] as Rolldown.OutputChunk;
  const form = bundle['assets/form.js'] as Rolldown.OutputChunk;
  expect([...island.viteMetadata!.importedCss, ...form.viteMetadata!.importedCss]).toEqual([]);
});
