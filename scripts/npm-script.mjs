// Runs one npm script of the repository for the scripts that run several (test.mjs, typecheck.mjs).
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * `npm run <args>`: its output is shown as it comes (`streamed`), or kept and returned, so that
 * scripts run side by side do not interleave. Resolves with the exit code, the output kept and the
 * milliseconds it took.
 */
export function runNpmScript(args, { streamed = false } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(npm, ['run', ...args], {
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const kept = [];
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    child.on('close', (code) => {
      resolve({
        code: code ?? 1,
        output: Buffer.concat(kept).toString(),
        ms: performance.now() - started,
      });
    });
  });
}
