import './lib/all-strings.server';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { startPage } from '~/lib/i18n';

/**
 * Renders a page on the build machine (every public page is prerendered; `ssr: false`) and in
 * `npm run dev`. React Router's default, with two differences: every page waits for all its
 * content (there is no visitor to stream to), and the strings the page reads are noted for its
 * HTML (`startPage`, `PageStrings` in lib/i18n.ts, decision 048).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  startPage();
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // A render that never finishes must not hold the build: it fails after ten seconds.
    const timeout = setTimeout(() => abort(), 10_000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
