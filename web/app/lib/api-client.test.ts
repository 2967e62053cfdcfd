import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client';

const replySchema = z.object({ success: z.literal(true), value: z.number() });

function answer(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
  );
}

async function failure(): Promise<ApiError> {
  const error = await apiRequest('thing', replySchema).catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${error}`);
  return error;
}

afterEach(async () => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('resolves with the reply parsed by its schema', async () => {
    answer(200, JSON.stringify({ success: true, value: 3, extra: 'dropped' }));
    await expect(apiRequest('thing', replySchema)).resolves.toEqual({ success: true, value: 3 });
  });

  it('classifies each failure once: unreachable, refused with the message, unreadable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect((await failure()).kind).toBe('unreachable');

    // A proxy's page instead of the API's JSON.
    answer(503, '<html>Service Unavailable</html>', 'text/html');
    expect((await failure()).kind).toBe('unreachable');

    answer(400, JSON.stringify({ success: false, message: 'Invalid pin code' }));
    const refused = await failure();
    expect([refused.kind, refused.message, refused.status]).toEqual([
      'refused',
      'Invalid pin code',
      400,
    ]);

    answer(500, JSON.stringify({ success: false, message: 'Something went wrong!' }));
    expect((await failure()).kind).toBe('refused');

    answer(404, 'Not Found', 'text/plain');
    expect((await failure()).kind).toBe('unreadable');

    // Our success, but not the contract's shape.
    answer(200, JSON.stringify({ success: true, value: 'three' }));
    expect((await failure()).kind).toBe('unreadable');
  });

  it('sends the request before a schema still loading has arrived, and checks the reply with it', async () => {
    answer(200, JSON.stringify({ success: true, value: 3, extra: 'dropped' }));
    let arrive: (schema: typeof replySchema) => void = () => undefined;
    const loading = new Promise<typeof replySchema>((resolve) => {
      arrive = resolve;
    });
    const reply = apiRequest('thing', loading);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    arrive(replySchema);
    await expect(reply).resolves.toEqual({ success: true, value: 3 });

    answer(200, JSON.stringify({ success: true, value: 'three' }));
    expect((await apiRequest('thing', Promise.resolve(replySchema)).catch((e) => e)).kind).toBe(
      'unreadable',
    );
    // A schema that cannot load fails the request, with the loading's error.
    answer(200, JSON.stringify({ success: true, value: 3 }));
    const lost = new Error('Failed to fetch dynamically imported module');
    await expect(apiRequest('thing', Promise.reject(lost))).rejects.toBe(lost);
  });

  it("sends the visitor's language, so the server's messages come in it", async () => {
    answer(200, JSON.stringify({ success: true, value: 3 }));
    const sentLanguage = async () => {
      await apiRequest('thing', replySchema);
      const headers = vi.mocked(fetch).mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
      return headers['accept-language'];
    };
    expect(await sentLanguage()).toBe('en');
    // The page on screen says its language in <html lang> (the root component keeps it so).
    vi.stubGlobal('document', { documentElement: { lang: 'hi' } });
    expect(await sentLanguage()).toBe('hi');
  });
});
