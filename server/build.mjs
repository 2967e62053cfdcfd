// Bundles the server and the admin command into dist/, with the workspace packages
// (@app/contract and @app/astro are TypeScript source) and the npm packages the server loads at
// start (fastify, drizzle, zod, jose and the rest): loading some 700 files of node_modules one by
// one, each with Node's look-up of its package's module type, took about a second of a start
// (docs/decisions/049). Left out, and loaded from node_modules: packages that read files or
// binaries beside their own code (PGlite, argon2, sharp, Playwright, the fonts) and those loaded
// on first use (the Redis client, the mail library, Razorpay's SDK). It copies the SQL
// migrations next to the bundles, where src/db/database.ts looks for them.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const workspaceSources = {
  contract: fileURLToPath(new URL('../contract/src/', import.meta.url)),
  astro: fileURLToPath(new URL('../astro/src/', import.meta.url)),
};

/** `@app/contract/auth` -> ../contract/src/auth.ts, bundled rather than left external. */
const bundleWorkspaces = {
  name: 'bundle-workspaces',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^@app\/(contract|astro)\// }, (args) => {
      const [, workspace, module] = /^@app\/(contract|astro)\/(.+)$/.exec(args.path);
      return { path: `${workspaceSources[workspace]}${module}.ts` };
    });
  },
};

// SERVER_OUT_DIR: another output folder (a second build to compare with, e.g. `bench:api --before`).
const outDir = process.env.SERVER_OUT_DIR
  ? path.resolve(process.env.SERVER_OUT_DIR)
  : path.join(serverDir, 'dist');
await rm(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  // Chunks: what the server loads with import() (the app, once the configuration is good) stays a
  // file of its own.
  external: [
    // Read their files beside their code (PGlite's WebAssembly, the fonts' CSS), or are native.
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'sharp',
    'playwright-core',
    '@fontsource/*',
    // pg tries it and does without.
    'pg-native',
    // Loaded on first use only (a Redis URL, the first mail, the first Razorpay call).
    'ioredis',
    'nodemailer',
    'razorpay',
  ],
  // The CommonJS packages in the bundle call require() for Node's modules.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
  plugins: [bundleWorkspaces],
  logLevel: 'warning',
});
await cp(`${serverDir}src/db/migrations`, path.join(outDir, 'migrations'), { recursive: true });
// Read at run time next to the bundle (src/modules/places/gazetteer.ts).
await cp(`${serverDir}src/modules/places/gazetteer.json`, path.join(outDir, 'gazetteer.json'));
