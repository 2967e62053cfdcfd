// Bundles the server and the admin command into dist/ (node_modules packages stay external;
// the workspace packages @app/contract and @app/astro are TypeScript source, so they are bundled
// in), and copies
// the SQL migrations next to the bundles, where src/db/database.ts looks for them.
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
  packages: 'external',
  plugins: [bundleWorkspaces],
  logLevel: 'warning',
});
await cp(`${serverDir}src/db/migrations`, path.join(outDir, 'migrations'), { recursive: true });
// Read at run time next to the bundle (src/modules/places/gazetteer.ts).
await cp(`${serverDir}src/modules/places/gazetteer.json`, path.join(outDir, 'gazetteer.json'));
