// A stand-in for Chromium that hangs while printing (issue 29), started by Playwright in the real
// browser's place (see hanging-chromium.ts, which writes the script that runs this):
//
//   node hanging-chromium-proxy.mjs <state folder> <Chromium's arguments...>
//
// It starts the real Chromium (REAL_CHROMIUM) with the same arguments and relays the DevTools
// pipe (Playwright writes on fd 3 and reads on fd 4, NUL-terminated JSON) both ways. While the
// file `hang` is in the state folder, the first `Page.printToPDF` is passed on to no one, and
// from then on nothing goes either way: a browser frozen in the middle of printing, which still
// holds its process. It writes the real browser's pid to `pids` and, when it freezes, `hanging`.
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  createReadStream,
  createWriteStream,
  existsSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const [stateDir = '.', ...chromiumArgs] = process.argv.slice(2);
const realChromium = process.env.REAL_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
const hangs = existsSync(path.join(stateDir, 'hang'));

const browser = spawn(realChromium, chromiumArgs, {
  stdio: ['ignore', 'inherit', 'inherit', 'pipe', 'pipe'],
});
appendFileSync(path.join(stateDir, 'pids'), `${browser.pid}\n`);
browser.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

let frozen = false;

/** Passes NUL-terminated messages from `input` to `output` until frozen. */
function relay(input, output, inspect) {
  let pending = Buffer.alloc(0);
  input.on('data', (chunk) => {
    if (frozen) return;
    pending = Buffer.concat([pending, chunk]);
    for (let end = pending.indexOf(0); end !== -1; end = pending.indexOf(0)) {
      const message = pending.subarray(0, end + 1);
      pending = pending.subarray(end + 1);
      if (!inspect(message.subarray(0, end).toString())) {
        frozen = true;
        writeFileSync(path.join(stateDir, 'hanging'), `${browser.pid}\n`);
        return;
      }
      output.write(message);
    }
  });
  input.on('end', () => {
    if (!frozen) output.end();
  });
}

const fromPlaywright = createReadStream('', { fd: 3 });
const toPlaywright = createWriteStream('', { fd: 4 });
const [toBrowser, fromBrowser] = [browser.stdio[3], browser.stdio[4]];
relay(fromPlaywright, toBrowser, (message) => {
  if (!hangs) return true;
  try {
    return JSON.parse(message).method !== 'Page.printToPDF';
  } catch {
    return true;
  }
});
relay(fromBrowser, toPlaywright, () => true);
