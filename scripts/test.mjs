#!/usr/bin/env node
// `npm test`: every check of the repository, one after the other, with the time each took.
// Stops at the first failure and exits with its code. The steps are the npm scripts of the same
// names, so each can be run alone (`npm run test:e2e`, ...).
import { spawnSync } from 'node:child_process';

const steps = ['lint', 'typecheck', 'test:unit', 'build', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function summary() {
  for (const [step, ms] of times) console.log(`  ${step.padEnd(10)} ${seconds(ms).padStart(9)}`);
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`  ${'total'.padEnd(10)} ${seconds(total).padStart(9)}`);
}

for (const step of steps) {
  console.log(`\n=== npm run ${step}`);
  const started = performance.now();
  const result = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  times.push([step, performance.now() - started]);
  if (result.status !== 0) {
    console.log(`\nnpm test: ${step} failed.`);
    summary();
    process.exit(result.status ?? 1);
  }
}
console.log('\nnpm test: every step passed.');
summary();
