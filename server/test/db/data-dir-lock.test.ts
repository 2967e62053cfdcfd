import { spawnSync } from 'node:child_process';
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
});
