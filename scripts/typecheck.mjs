#!/usr/bin/env node
// `npm run typecheck`: each workspace's own `typecheck` script, as many at once as the machine has
// cores. tsc checks on one core, and the web and server workspaces take most of the time (about
// 40 and 25 s on a 2-core machine), so running them side by side halves the step. Each
// workspace's output is printed whole when it ends; the exit code is the first failure's.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { runNpmScript } from './npm-script.mjs';

const { workspaces } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);
const withTypecheck = workspaces.filter((workspace) => {
  const manifest = JSON.parse(
    readFileSync(new URL(`../${workspace}/package.json`, import.meta.url)),
  );
  return Boolean(manifest.scripts?.typecheck);
});
// The slowest first, so the others fill the second core around them.
const slowestFirst = ['web', 'server'];
withTypecheck.sort((a, b) => {
  const rank = (workspace) => {
    const index = slowestFirst.indexOf(workspace);
    return index === -1 ? slowestFirst.length : index;
  };
  return rank(a) - rank(b);
});

async function typecheck(workspace) {
  const { code, output, ms } = await runNpmScript(['typecheck', '-w', workspace]);
  const outcome = code === 0 ? 'ok' : `failed (${code})`;
  process.stdout.write(
    `${output.trimEnd()}\n--- ${workspace}: ${outcome}, ${(ms / 1000).toFixed(1)} s\n`,
  );
  return code;
}

const waiting = [...withTypecheck];
const codes = [];
async function lane() {
  for (let workspace = waiting.shift(); workspace; workspace = waiting.shift()) {
    codes.push(await typecheck(workspace));
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), waiting.length) }, lane));
process.exit(codes.find((code) => code !== 0) ?? 0);
