import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    // Fonts stay files, never data: URLs in the stylesheet: the small rupee-sign fonts
    // (app/fonts) must cost nothing on pages without a price, and the stylesheet blocks rendering.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rollupOptions: {
      output: {
        // The astrology engine and its ephemeris, which the calculators import on demand
        // (lib/astro-engine.ts), travel as one file with a name of its own: one request when a
        // visitor starts on a form, and one name for the browser tests to watch for.
        manualChunks: (id) =>
          /\/astro\/src\/|\/node_modules\/astronomy-engine\//.test(id) ? 'astro-engine' : undefined,
      },
    },
  },
  server: {
    // `npm run dev`: the web dev server forwards API calls to the server running with reload.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
