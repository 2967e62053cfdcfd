// How the production server process is started, in one place: `npm start` (scripts/start.mjs)
// and `npm run bench:api` (scripts/bench-api.mjs) both start it so, and the memory the benchmark
// prints is then the memory `npm start` gives.
//
// Memory at rest (docs/decisions/044-node-24-and-memory.md): V8's young generation capped at 8 MB
// a half (Node 24 grows it to 32 MB and keeps it: 150 MB more at rest), and glibc's malloc kept
// to two arenas and giving back blocks of 32 KB and more when freed (the start-up's read of the
// web build leaves tens of megabytes freed but held otherwise).

/** Node's options before the server's file. */
export const serverNodeOptions = ['--max-semi-space-size=8'];

/** The server's environment: `environment` with the malloc settings, unless it sets them itself. */
export function serverEnvironment(environment = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768', ...environment };
}
