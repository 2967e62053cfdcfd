// `npm run dev`: the server from TypeScript with reload (tsx watch) on API_PORT (default 3001)
// and the web app's Vite dev server with hot reload on PORT (default 3000), which forwards
// /api to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web', '--', '--port', webPort, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
