import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Locks held by this process (its pid in a lock file may also be a stale lock's, after reuse). */
const heldHere = new Set<string>();

/**
 * The embedded database must be opened by one instance at a time: two PGlite instances writing
 * the same folder corrupt it. A lock file holding the owner's process id guards the folder; a
 * lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const ownerPid = Number(readFileSync(lockPath, 'utf8'));
    const held = ownerPid === process.pid ? heldHere.has(lockPath) : isProcessRunning(ownerPid);
    if (held) {
      throw new Error(
        `The database in ${lockPath.replace(/\.lock$/, '')} is in use by process ${ownerPid}. ` +
          'Stop that process first (only one process may open the embedded database).',
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  heldHere.add(lockPath);
  return () => {
    heldHere.delete(lockPath);
    rmSync(lockPath, { force: true });
  };
}

function isProcessRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
