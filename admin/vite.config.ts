// The office console: served by the API server at /admin/ (server/src/plugins/app/admin.ts) from dist/admin.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@contract': here('../types') } },
  build: { outDir: process.env.ADMIN_OUT_DIR || here('../dist/admin'), emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  // `npm run dev -w admin`: the console on Vite's port, its calls sent to the API server.
  server: { proxy: { '/api': process.env.ADMIN_API || 'http://127.0.0.1:3000' } },
});
