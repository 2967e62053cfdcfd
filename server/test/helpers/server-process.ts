import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  process: ChildProcess;
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Calls `listener` with every log line the server writes from now on. */
  onLogLine(listener: (line: string) => void): void;
  /** Sends `signal` and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * Starts `src/server.ts` as its own process (as `npm start` would, through tsx rather than the
 * bundle) and resolves once it logs that it is ready; rejects with its standard error if it
 * exits first.
 */
export function startServerProcess(environment: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const listeners: ((line: string) => void)[] = [];
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  lines.on('line', (line) => {
    for (const listener of listeners) listener(line);
  });
  return new Promise((resolve, reject) => {
    const waitForReady = (line: string) => {
      const url = /ready: (http:\/\/[^\s"]+)/.exec(line)?.[1];
      if (!url) return;
      listeners.splice(listeners.indexOf(waitForReady), 1);
      resolve({
        process: child,
        url,
        exited,
        onLogLine: (listener) => listeners.push(listener),
        stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    listeners.push(waitForReady);
    exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr.join('')}`)));
  });
}
