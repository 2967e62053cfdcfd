import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * The embedded database must be opened by one process at a time: two PGlite instances writing
 * the same folder corrupt it. A lock file holding the owner's process id guards the folder; a
 * lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const ownerPid = Number(readFileSync(lockPath, 'utf8'));
    if (ownerPid !== process.pid && isProcessRunning(ownerPid)) {
      throw new Error(
        `The database in ${lockPath.replace(/\.lock$/, '')} is in use by process ${ownerPid}. ` +
          'Stop that process first (only one process may open the embedded database).',
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
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
