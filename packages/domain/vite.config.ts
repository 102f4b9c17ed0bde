import { defineConfig } from 'vite';

// The published build: one ES module file, so Node and bundlers alike can load it without resolving
// extensionless relative imports.
export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: true,
    lib: { entry: { index: 'src/index.ts' }, formats: ['es'] },
  },
});
