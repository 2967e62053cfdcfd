import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Locks held by this process (its pid in a lock file may also be a stale lock's, after reuse). */
const heldHere = new Set<string>();

/**
 * The embedded database must be opened by one instance at a time: two PGlite instances writing
 * the same folder corrupt it. A lock file holding the owner's process id guards the folder; a
 * lock left by a process that no longer runs is taken over. Returns the release function.
 *
 * Why two files: the lock itself is only ever created with an exclusive create, so two starts
 * can never both create it. Removing a stale lock is the dangerous step (a slow start could
 * remove the lock a faster one has just created), so only the holder of a second, short-lived
 * "takeover" lock may remove it, and only after reading again that it still names the dead owner.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  const takeoverPath = `${lockPath}.takeover`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (createExclusively(lockPath)) {
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    }
    const ownerPid = readOwner(lockPath);
    if (ownerPid === undefined) continue; // removed by a takeover a moment ago: try again
    const held = ownerPid === process.pid ? heldHere.has(lockPath) : isProcessRunning(ownerPid);
    if (held) throw inUse(lockPath, ownerPid);

    if (!createExclusively(takeoverPath)) {
      // Another start is removing the stale lock: wait for it, unless it died doing so.
      const takerPid = readOwner(takeoverPath);
      if (takerPid !== undefined && !isProcessRunning(takerPid)) {
        rmSync(takeoverPath, { force: true });
      } else {
        sleepSync(10);
      }
      continue;
    }
    try {
      // Object.is: an unreadable lock (NaN) must compare equal to itself.
      if (Object.is(readOwner(lockPath), ownerPid)) rmSync(lockPath, { force: true });
    } finally {
      rmSync(takeoverPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep taking it.`);
}

/**
 * Creates the file with this process's id in it; false if it already exists. The id is written
 * to a file of our own first and then hard-linked into place: the link is exclusive and atomic,
 * so nobody ever reads the file empty (an empty file would read as a dead owner).
 */
function createExclusively(path: string): boolean {
  const draft = `${path}.${process.pid}-${randomUUID()}`;
  writeFileSync(draft, String(process.pid), { mode: 0o600 });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    return Number(readFileSync(lockPath, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function sleepSync(milliseconds: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
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
