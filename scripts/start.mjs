// `npm start`: build whatever is missing or older than its sources, then run the one server
// process (API + prerendered web app) on PORT (default 3000). Migrations are applied by the
// server at start-up. SIGTERM/SIGINT are passed on so the server can drain and close cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeOptions } from './server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of the files under the given folders (0 when none exist). */
function newestChange(folders) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const folder of folders) walk(folder);
  return newest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contractChange = newestChange([at('contract/src')]);
const webOutput = at('web/build/client/index.html');
if (
  builtAt(webOutput) < Math.max(contractChange, newestChange([at('web/app'), at('web/public')]))
) {
  console.log('Building the web app...');
  run(['run', 'build', '-w', 'web']);
}
const serverOutput = at('server/dist/server.js');
if (builtAt(serverOutput) < Math.max(contractChange, newestChange([at('server/src')]))) {
  console.log('Building the server...');
  run(['run', 'build', '-w', 'server']);
}

// With the memory settings of docs/decisions/044 (server-process.mjs; the environment may
// override the malloc ones).
const server = spawn(process.execPath, [...serverNodeOptions, serverOutput], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnvironment(),
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
