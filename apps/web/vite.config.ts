import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // The API server (apps/server) listens on 8080; the browser sees one origin in development too.
    proxy: {
      '/api': 'http://localhost:8080',
      '/emulator': 'http://localhost:8080',
    },
  },
  // The server-render build (entry-server.tsx) is one self-contained file the API server imports.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    // The server reads it to link the stylesheet and code of the pages it renders ahead.
    manifest: true,
    // Assets stay files: the server's CSP need not allow data: URLs for our own images.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Only forms need zod; its own chunk keeps it off pages without forms (the home page).
        advancedChunks: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
});
