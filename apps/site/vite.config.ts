import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogsPlugin } from './scripts/blogs-plugin';

// `vite build` writes the client; `vite build --ssr src/entry-server.tsx` the prerender's renderer (its CSS is
// discarded: vanilla-extract gives both builds the same class names). `npm run dev` proxies the API and the
// realtime socket to the server on :3000.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), blogsPlugin()],
  build: {
    target: 'es2022',
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/notify': { target: 'http://localhost:3000', ws: true },
      '/dev': 'http://localhost:3000',
    },
  },
});
