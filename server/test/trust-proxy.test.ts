import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailureLimits } from '../src/modules/auth/auth.service.ts';
import { createTestApp, newUser, type TestApp } from './helpers/test-app.ts';

/**
 * TRUST_PROXY as a number of hops (issue 13 point 6): behind one proxy, the client is the address
 * the proxy appended last to X-Forwarded-For; whatever the client wrote before it is ignored, so
 * it cannot choose its own address to pass the login throttle.
 */
let context: TestApp;
beforeAll(async () => {
  context = await createTestApp({
    environment: { TRUST_PROXY: '1' },
    addRoutes: (app) => {
      app.get('/api/v1/test/client-address', async (request) => ({
        success: true,
        ip: request.ip,
      }));
    },
  });
});
afterAll(() => context.close());

/** A request as the proxy (10.0.0.2) forwards it: the client's header, then the proxy's entry. */
const throughProxy = (clientWrote: string | undefined, clientAddress: string) => ({
  remoteAddress: '10.0.0.2',
  headers: {
    'x-forwarded-for': clientWrote ? `${clientWrote}, ${clientAddress}` : clientAddress,
  },
});

describe('TRUST_PROXY=1', () => {
  it('takes the address the proxy saw, not one the client wrote', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/test/client-address',
      ...throughProxy('1.2.3.4', '203.0.113.7'),
    });
    expect(response.json()).toEqual({ success: true, ip: '203.0.113.7' });
  });

  it('keeps counting one client’s wrong logins whatever address it writes in the header', async () => {
    const user = newUser();
    await context.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: user });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= loginFailureLimits.perEmailAndAddress; attempt += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: 'wrong guess' },
        ...throughProxy(`198.51.100.${attempt}`, '203.0.113.8'),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
  });
});
