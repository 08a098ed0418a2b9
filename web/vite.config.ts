// Vite config for the web client. Paths resolve from this file's own URL, so the build works
// from any working directory (the browser tests call vite's build() API with this file).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  // The client folds events with the same domain code as the server: web/src/lib re-exports
  // ../domain and ../functions/protocol by relative paths (so tsc resolves them too, without
  // aliases); the dev server must be allowed to read those folders.
  server: {
    fs: { allow: [here('..')] },
  },
});
