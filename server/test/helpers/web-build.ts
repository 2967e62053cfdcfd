import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web build for the server to serve (WEB_BUILD_DIR or registerWebApp's buildDir): a new
 * temporary folder holding `files`, by path relative to it. The caller removes it.
 */
export function writeWebBuild(files: Record<string, string | Buffer>): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    writeFileSync(path.join(buildDir, file), content);
  }
  return buildDir;
}
