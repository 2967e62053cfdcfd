/** mulberry32: a tiny seeded random generator (0 <= x < 1), so decorations are the same on every render. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One decimal place: short inline styles that print the same on the server and in the browser. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;
