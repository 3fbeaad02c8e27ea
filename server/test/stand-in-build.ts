import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** An index.html (and site.html) with the build's head marker and nothing else: the pages render into it as into the real one. */
const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>DietBar</title>
    <!--dietbar:head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A temporary stand-in for the Vite build's output (for WEB_DIST_DIR), so that a test renders pages without building; `remove` deletes it. */
export function standInBuild(): { distDir: string; remove: () => void } {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(distDir, 'site.html'), TEMPLATE);
  return { distDir, remove: () => fs.rmSync(distDir, { recursive: true, force: true }) };
}
