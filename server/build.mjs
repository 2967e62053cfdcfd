// Bundles the server and the admin command into dist/ (node_modules packages stay external;
// the workspace packages @app/contract and @app/astro are TypeScript source, so they are bundled
// in), and copies
// the SQL migrations next to the bundles, where src/db/database.ts looks for them.
import { cp, rm } from 'node:fs/promises';
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

await rm(`${serverDir}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [bundleWorkspaces],
  logLevel: 'warning',
});
await cp(`${serverDir}src/db/migrations`, `${serverDir}dist/migrations`, { recursive: true });
