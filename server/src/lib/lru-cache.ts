/**
 * A map that keeps at most `maxEntries` entries, forgetting the least recently used first: for
 * answers that are costly to compute and the same for everyone who asks (a year's festivals at
 * a place), kept in memory so that the next request is a lookup. Nothing in it matters beyond
 * speed: another instance, or this one after a restart, computes the same again.
 *
 * A JavaScript `Map` iterates in insertion order, so reading an entry moves it to the end
 * (newest) and the first key is always the one to forget.
 */
export type LruCache<Value> = {
  get(key: string): Value | undefined;
  has(key: string): boolean;
  set(key: string, value: Value): Value;
  /** The value under `key`, computed by `compute` and kept when not there yet. */
  getOrSet(key: string, compute: () => Value): Value;
  readonly size: number;
};

export function createLruCache<Value>(options: { maxEntries: number }): LruCache<Value> {
  if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) {
    throw new RangeError('maxEntries must be a whole number of at least 1.');
  }
  const entries = new Map<string, Value>();
  const cache: LruCache<Value> = {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    has(key) {
      return entries.has(key);
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        entries.delete(entries.keys().next().value as string);
      }
      entries.set(key, value);
      return value;
    },
    getOrSet(key, compute) {
      return cache.get(key) ?? cache.set(key, compute());
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
