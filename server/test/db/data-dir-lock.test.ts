import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../src/db/data-dir-lock.ts';

let folder: string;
let lockPath: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
  lockPath = path.join(folder, 'db.lock');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('acquireDataDirLock', () => {
  it('writes the process id and removes the file on release', () => {
    const release = acquireDataDirLock(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a second holder in the same process until released', () => {
    const release = acquireDataDirLock(lockPath);
    expect(() => acquireDataDirLock(lockPath)).toThrow(/in use by process/);
    release();
    acquireDataDirLock(lockPath)();
  });

  it('refuses while another running process holds it', () => {
    writeFileSync(lockPath, String(process.ppid));
    expect(() => acquireDataDirLock(lockPath)).toThrow(
      new RegExp(`in use by process ${process.ppid}`),
    );
  });

  it('takes over a lock left by a process that has exited, or an unreadable one', () => {
    const exited = spawnSync(
      process.execPath,
      ['-e', 'process.stdout.write(String(process.pid))'],
      {
        encoding: 'utf8',
      },
    );
    for (const stale of [exited.stdout, 'garbage', String(process.pid)]) {
      writeFileSync(lockPath, stale);
      const release = acquireDataDirLock(lockPath);
      expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('lets only one of several starts racing for a stale lock take it over', async () => {
    const exited = spawnSync(
      process.execPath,
      ['-e', 'process.stdout.write(String(process.pid))'],
      {
        encoding: 'utf8',
      },
    );
    writeFileSync(lockPath, exited.stdout);
    const moduleUrl = new URL('../../src/db/data-dir-lock.ts', import.meta.url).href;
    // All of them try at the same moment (each waits for it); each winner keeps the lock a
    // while, so a later try meets a live owner.
    const startAt = Date.now() + 4000;
    const script = `
      const { acquireDataDirLock } = await import(${JSON.stringify(moduleUrl)});
      while (Date.now() < ${startAt}) {}
      try {
        acquireDataDirLock(${JSON.stringify(lockPath)});
        process.stdout.write('won');
        await new Promise((resolve) => setTimeout(resolve, 1500));
      } catch (error) {
        process.stdout.write(/in use by process/.test(error.message) ? 'lost' : error.message);
      }`;
    const starts = Array.from(
      { length: 6 },
      () =>
        new Promise<string>((resolve) => {
          const child = spawn(process.execPath, [
            '--import',
            'tsx',
            '--input-type=module',
            '-e',
            script,
          ]);
          let output = '';
          child.stdout.on('data', (chunk) => {
            output += chunk;
          });
          child.on('close', () => resolve(output));
        }),
    );
    const outcomes = await Promise.all(starts);
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'lost')).toHaveLength(5);
  }, 60_000);
});
