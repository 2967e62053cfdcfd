// `npm run admin -- create --email E --password P [--name N]`: runs the server's admin command
// (server/src/cli/admin.ts) from the built bundle, building the server first when the bundle is
// missing or older than its sources. It uses the same DATA_DIR / DATABASE_URL as the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminBundle = path.join(root, 'server', 'dist', 'admin.js');

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const sourcesChangedAt = Math.max(
  newestChange(path.join(root, 'server', 'src')),
  newestChange(path.join(root, 'contract', 'src')),
);
if (!existsSync(adminBundle) || statSync(adminBundle).mtimeMs < sourcesChangedAt) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const result = spawnSync(process.execPath, [adminBundle, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
