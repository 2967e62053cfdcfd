#!/usr/bin/env node
// `npm test`: every check of the repository, with the time each took. Stops at the first failure
// and exits with its code. The steps are the npm scripts of the same names, so each can be run
// alone (`npm run test:e2e`, ...).
//
// The unit tests and the build run side by side: neither reads what the other writes (the
// server's tests serve web builds they write to temporary folders), and the unit tests leave a
// core idle much of the time (they wait on PostgreSQL and on the servers they start). The
// build's output is printed whole when it ends, so the two do not interleave.
import { spawn } from 'node:child_process';

const stages = [['lint'], ['typecheck'], ['test:unit', 'build'], ['test:e2e']];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function summary(totalMs) {
  for (const [step, ms] of times) console.log(`  ${step.padEnd(10)} ${seconds(ms).padStart(9)}`);
  console.log(`  ${'total'.padEnd(10)} ${seconds(totalMs).padStart(9)}`);
}

/** Runs `npm run <step>`; its output is shown as it comes, or kept and shown at its end. */
function run(step, { streamed }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(npm, ['run', step], {
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const kept = [];
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    child.on('close', (code) => {
      if (!streamed) {
        console.log(`\n=== npm run ${step} (ran beside the step above)`);
        process.stdout.write(Buffer.concat(kept));
      }
      times.push([step, performance.now() - started]);
      resolve({ step, code: code ?? 1 });
    });
  });
}

const started = performance.now();
for (const stage of stages) {
  console.log(`\n=== npm run ${stage.join(' and ')}`);
  const results = await Promise.all(
    stage.map((step, index) => run(step, { streamed: index === 0 })),
  );
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    console.log(`\nnpm test: ${failed.step} failed.`);
    summary(performance.now() - started);
    process.exit(failed.code);
  }
}
console.log('\nnpm test: every step passed.');
summary(performance.now() - started);
