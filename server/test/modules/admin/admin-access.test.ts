import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  registerAndLogIn,
  setRoleAndLogIn,
  type TestApp,
} from '../../helpers/test-app.ts';

/**
 * Every admin call of the back office, side by side (issue 7): a visitor gets 401, a signed-in
 * user 403, an admin an answer, and an admin demoted in the database loses all of them at once,
 * with the very token that worked a moment before. The modules' own tests cover what each call
 * does; this file makes sure none of them is left open.
 */
let context: TestApp;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const unknownOrderId = '00000000-0000-4000-8000-000000000000';
const adminCalls = [
  { method: 'GET', url: '/api/v1/admin/summary' },
  { method: 'GET', url: '/api/v1/admin/payments/attention' },
  { method: 'GET', url: '/api/v1/admin/mail/failed' },
  { method: 'POST', url: `/api/v1/admin/mail/${unknownOrderId}/retry`, adminStatus: 404 },
  { method: 'GET', url: '/api/v1/order/getAll' },
  { method: 'GET', url: '/api/v1/order/getAll-appointment' },
  // An unknown order: an admin gets past the guard to a 404, everyone else stops at it.
  {
    method: 'PUT',
    url: `/api/v1/order/update/${unknownOrderId}`,
    payload: { newStatus: 'Shipped' },
    adminStatus: 404,
  },
] as const;

function call(request: (typeof adminCalls)[number], token?: string) {
  return context.app.inject({
    method: request.method,
    url: request.url,
    ...('payload' in request ? { payload: request.payload } : {}),
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

describe.each(adminCalls)('$method $url', (request) => {
  it('answers 401 to a visitor and 403 to a signed-in user', async () => {
    const visitor = await call(request);
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor)).toEqual({ success: false, message: expect.any(String) });

    const user = await registerAndLogIn(context.app);
    const refused = await call(request, user.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers an admin; a demotion ends that session, and the next login is refused', async () => {
    const owner = await registerAndLogIn(context.app);
    const adminToken = await setRoleAndLogIn(context, owner, 'admin');
    const allowed = await call(request, adminToken);
    expect(allowed.statusCode).toBe('adminStatus' in request ? request.adminStatus : 200);

    const userToken = await setRoleAndLogIn(context, owner, 'user');
    const ended = await call(request, adminToken);
    expect(ended.statusCode).toBe(401);
    expect(json(ended).success).toBe(false);
    const demoted = await call(request, userToken);
    expect(demoted.statusCode).toBe(403);
    expect(json(demoted).success).toBe(false);
  });
});
