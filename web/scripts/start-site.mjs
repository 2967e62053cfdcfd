/**
 * The site as people get it, for the benchmark and the profiler: `npm start` (which builds what
 * is missing or stale, then runs the one server process with the API and the prerendered pages)
 * on a free port of 127.0.0.1, with an embedded database in its own data folder. Resolves to
 * { url, close }.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startSite() {
  // Kept between runs (BENCH_DATA_DIR), so only the first run waits for a new database.
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), 'shubh-jyotish-bench-data');
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    // Its own process group: closing stops npm, scripts/start.mjs and the server together.
    detached: true,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const ready = /ready: http:\/\/[^:]+:(\d+)/.exec(output);
      if (ready) {
        // The server's request logs are not needed: read and dropped.
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve(`http://127.0.0.1:${ready[1]}`);
      }
    });
    exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return {
    url,
    close: async () => {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
