import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/** Locks held by this process (its pid in a lock file may also be a stale lock's, after reuse). */
const heldHere = new Set<string>();

/**
 * The embedded database must be opened by one instance at a time: two PGlite instances writing
 * the same folder corrupt it. A lock file holding the owner's process id guards the folder; a
 * lock left by a process that no longer runs is taken over. Every step is atomic on the file
 * system, so two starts racing for a stale lock cannot both hold it: the lock is created with an
 * exclusive create, and a stale one is first moved aside by a rename, which only one of them
 * can win. Returns the release function.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const ownerPid = readOwner(lockPath);
    if (ownerPid === undefined) continue; // moved aside by another taker a moment ago: try again
    const held = ownerPid === process.pid ? heldHere.has(lockPath) : isProcessRunning(ownerPid);
    if (held) throw inUse(lockPath, ownerPid);
    takeOverStaleLock(lockPath, ownerPid);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep taking it.`);
}

/** Moves a stale lock aside; if what was moved turns out to be a live owner's, puts it back. */
function takeOverStaleLock(lockPath: string, stalePid: number) {
  const aside = `${lockPath}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // another taker won the rename
    throw error;
  }
  const movedPid = readOwner(aside);
  if (movedPid !== stalePid && movedPid !== undefined && isProcessRunning(movedPid)) {
    // Between reading the stale owner and the rename, another start took the lock over: give it
    // back (link fails if the slot was taken again meanwhile, and then that owner holds it).
    try {
      linkSync(aside, lockPath);
    } catch {}
    rmSync(aside, { force: true });
    throw inUse(lockPath, movedPid);
  }
  rmSync(aside, { force: true });
}

function readOwner(lockPath: string): number | undefined {
  try {
    return Number(readFileSync(lockPath, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function inUse(lockPath: string, ownerPid: number) {
  return new Error(
    `The database in ${lockPath.replace(/\.lock$/, '')} is in use by process ${ownerPid}. ` +
      'Stop that process first (only one process may open the embedded database).',
  );
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
