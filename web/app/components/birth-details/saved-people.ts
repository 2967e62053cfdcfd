import type { SavedPerson } from '@app/contract/account';
import { useEffect, useSyncExternalStore } from 'react';
import { useSignedInUser } from '~/lib/auth';

/**
 * The signed-in account's saved people (issue 33, docs/decisions/038): kept on the server with
 * the person's consent, read once per visit and shared by every birth form of the page (the
 * chooser in BirthDetailsFields) and by /account, which puts its changes here. A visitor who is
 * not signed in loads nothing.
 *
 *   const saved = useSavedPeople();    // { people: SavedPerson[] | null, failed }
 *   person.replace(birthDetailsOfSavedPerson(saved.people[0]));   // stored-birth.ts
 */
type Entry = { people: SavedPerson[] | null; failed: boolean };
const nothing: Entry = { people: null, failed: false };
let current: { userId: string; entry: Entry; loading: Promise<void> | null } | null = null;
const listeners = new Set<() => void>();

function publish(userId: string, entry: Entry) {
  if (current?.userId !== userId) return;
  current = { ...current, entry };
  for (const listener of listeners) listener();
}

function load(userId: string) {
  if (current?.userId === userId && (current.loading || current.entry.people)) return;
  current = { userId, entry: nothing, loading: null };
  const loading = import('~/lib/account-api')
    .then(({ getSavedPeople }) => getSavedPeople())
    .then(
      (people) => publish(userId, { people, failed: false }),
      () => publish(userId, { people: null, failed: true }),
    )
    .finally(() => {
      if (current?.userId === userId) current = { ...current, loading: null };
    });
  current.loading = loading;
}

/** Puts the account's list after a change made on /account (added, changed, removed). */
export function setSavedPeople(userId: string, people: SavedPerson[]) {
  if (current?.userId !== userId) current = { userId, entry: nothing, loading: null };
  publish(userId, { people, failed: false });
}

/** Reads the list again (after a failure, or a change made elsewhere). */
export function reloadSavedPeople(userId: string) {
  if (current?.userId === userId) current = { userId, entry: current.entry, loading: null };
  if (current) current = { ...current, entry: { ...current.entry, people: null } };
  load(userId);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in account's saved people: null while loading, or for a visitor. */
export function useSavedPeople(): Entry & { userId: string | null } {
  const userId = useSignedInUser()?._id ?? null;
  useEffect(() => {
    if (userId) load(userId);
  }, [userId]);
  const entry = useSyncExternalStore(
    subscribe,
    () => (userId && current?.userId === userId ? current.entry : nothing),
    () => nothing,
  );
  return { ...entry, userId };
}
