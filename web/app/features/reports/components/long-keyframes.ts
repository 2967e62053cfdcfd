/**
 * Keyframes for endless decorative animations that repeat their movement many times inside ONE
 * long iteration. Why: React listens for `animationiteration` on the whole document, and while
 * such a listener exists the browser must wake the main thread for every iteration of every
 * animation; with dozens of short loops (a star every 5 s, a heart every 3 s) that kept the
 * main thread busy on a phone and cost seconds of Total Blocking Time. One iteration of a minute
 * or more lets the compositor run them alone.
 */

/** `name` swinging between state `a` and state `b` `cycles` times in one iteration. */
export function backAndForth(name: string, a: string, b: string, cycles: number): string {
  const steps: string[] = [];
  for (let i = 0; i <= cycles * 2; i += 1) {
    steps.push(`${round((i / (cycles * 2)) * 100)}%{${i % 2 === 0 ? a : b}}`);
  }
  return `@keyframes ${name}{${steps.join('')}}`;
}

/**
 * `name` moving from `from` to `to` `times` times in one iteration, jumping back to `from`
 * (instantly) before each new run.
 */
export function repeatedRun(name: string, from: string, to: string, times: number): string {
  const steps: string[] = [];
  const share = 100 / times;
  for (let i = 0; i < times; i += 1) {
    steps.push(`${round(i * share)}%{${from}}`, `${round((i + 1) * share - 0.01)}%{${to}}`);
  }
  steps.push(`100%{${to}}`);
  return `@keyframes ${name}{${steps.join('')}}`;
}

const round = (value: number) => Math.round(value * 100) / 100;
