import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';
/**
 * The astrology engine's modules: @app/astro and its ephemeris, except its time zone names, which
 * the booking pages use while hydrating without computing anything (decision 046).
 */
const engineModule = /\/astro\/src\/(?!time-zone-name\.ts)|\/node_modules\/astronomy-engine\//;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The day of the build on India's clocks (UTC+5:30 all year), for app/lib/build-date.ts: the
  // same in every prerendered page and in the scripts that hydrate it.
  define: {
    __BUILD_DATE__: JSON.stringify(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)),
  },
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    // SOURCEMAP=1 writes source maps, to see which modules a chunk is made of (never shipped).
    sourcemap: process.env.SOURCEMAP === '1',
    // Fonts stay files, never data: URLs in the stylesheet: the small rupee-sign fonts
    // (app/fonts) must cost nothing on pages without a price, and the stylesheet blocks rendering.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rollupOptions: {
      output: {
        // The astrology engine and its ephemeris, which the calculators import on demand
        // (lib/astro-engine.ts), travel as one file with a name of its own: one request when a
        // visitor starts on a form, and one name for the browser tests to watch for.
        // The zone names get a chunk of their own: Rollup would otherwise pull them, as a
        // dependency of the engine, into the engine's chunk.
        manualChunks: (id) =>
          engineModule.test(id)
            ? 'astro-engine'
            : id.endsWith('/astro/src/time-zone-name.ts')
              ? 'time-zone-name'
              : undefined,
        // A shared chunk is named after its first module, so the engine's loader
        // (lib/astro-engine.ts, on every calculator's page and the admin's preparation page)
        // would be called `astro-engine-*.js` too once it is a chunk of its own. Only the engine
        // carries that name.
        // The locale files, each a chunk of its own (lib/i18n.ts, decision 048), are named by
        // language, so the offline app can precache only those its pages use.
        chunkFileNames: (chunk) => {
          const locale = /\/locales\/(en|hi)\/([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          if (locale) return `assets/strings.${locale[1]}.${locale[2]}.[hash].js`;
          return chunk.name === 'astro-engine' &&
            !chunk.moduleIds.some((id) => engineModule.test(id))
            ? 'assets/engine-loader-[hash].js'
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    // `npm run dev`: the web dev server forwards API calls to the server running with reload.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
