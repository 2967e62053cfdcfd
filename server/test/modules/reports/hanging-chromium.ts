import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPathOf } from '../../../src/config.ts';

const proxy = fileURLToPath(new URL('./hanging-chromium-proxy.mjs', import.meta.url));

export type HangingChromium = {
  /** The executable to give as CHROMIUM_PATH (a real process, started by Playwright). */
  executablePath: string;
  /** Whether the browsers started from now on freeze at their first print. */
  setHanging(hanging: boolean): void;
  /** Resolves once a browser froze in the middle of a print. */
  hung(timeoutMs?: number): Promise<void>;
  /** The real browsers' process ids, in the order they were started. */
  pids(): number[];
  remove(): void;
};

/**
 * A stand-in for Chromium that hangs while printing (hanging-chromium-proxy.mjs): a script that
 * starts the real Chromium behind a relay of the DevTools pipe, which freezes at the first
 * `Page.printToPDF` while hanging is on.
 */
export function hangingChromium(options: { hanging: boolean }): HangingChromium {
  const dir = mkdtempSync(path.join(tmpdir(), 'hanging-chromium-'));
  const executablePath = path.join(dir, 'chromium');
  const quote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;
  writeFileSync(
    executablePath,
    [
      '#!/bin/sh',
      `REAL_CHROMIUM=${quote(chromiumPathOf(process.env))} exec ${quote(process.execPath)} ${quote(proxy)} ${quote(dir)} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(executablePath, 0o755);
  const hangFile = path.join(dir, 'hang');
  const setHanging = (hanging: boolean) => {
    if (hanging) writeFileSync(hangFile, '');
    else rmSync(hangFile, { force: true });
  };
  setHanging(options.hanging);
  return {
    executablePath,
    setHanging,
    async hung(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (!existsSync(path.join(dir, 'hanging'))) {
        if (Date.now() > until) throw new Error('the stand-in browser never started to hang');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    pids() {
      const file = path.join(dir, 'pids');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Whether a process is still running (a zombie waiting to be reaped is not). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX]/.test(stat);
  } catch {
    return false;
  }
}
