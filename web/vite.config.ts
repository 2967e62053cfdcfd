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
  },
  server: {
    // `npm run dev`: the web dev server forwards API calls to the server running with reload.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
