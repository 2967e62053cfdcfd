#!/usr/bin/env node
// `npm test`: every check of the repository, with the time each took. Stops at the first failure
// and exits with its code. The steps are the npm scripts of the same names, so each can be run
// alone (`npm run test:e2e`, ...).
//
// The unit tests and the build run side by side: neither reads what the other writes (the
// server's tests serve web builds they write to temporary folders), and the unit tests leave a
// core idle much of the time (they wait on PostgreSQL and on the servers they start). The
// build's output is printed whole when it ends, so the two do not interleave.
import { runNpmScript } from './npm-script.mjs';

const stages = [['lint'], ['typecheck'], ['test:unit', 'build'], ['test:e2e']];
const times = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function summary(totalMs) {
  for (const [step, ms] of times) console.log(`  ${step.padEnd(10)} ${seconds(ms).padStart(9)}`);
  console.log(`  ${'total'.padEnd(10)} ${seconds(totalMs).padStart(9)}`);
}

/** Runs `npm run <step>`: streamed, or its output shown whole when it ends. */
async function run(step, { streamed }) {
  const { code, output, ms } = await runNpmScript([step], { streamed });
  if (!streamed) {
    console.log(`\n=== npm run ${step} (ran beside the step above)`);
    process.stdout.write(output);
  }
  times.push([step, ms]);
  return { step, code };
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
