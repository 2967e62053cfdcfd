import {
  loginBodySchema,
  loginReplySchema,
  meReplySchema,
  registerBodySchema,
  registerReplySchema,
} from '@app/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { authMessages } from './auth.messages.ts';
import { type AuthService, toPublicUser } from './auth.service.ts';

/** Per client address, on top of the per-account login throttle. */
const rateLimit = { max: 60, timeWindow: '1 minute' };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: { body: registerBodySchema, response: { 201: registerReplySchema } },
    },
    async (request, reply) => {
      await auth.register(request.body);
      return reply
        .code(201)
        .send({ success: true, message: authMessages.signedUp()[request.language] });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: { body: loginBodySchema, response: { 200: loginReplySchema } },
    },
    async (request) => {
      const { token, user } = await auth.logIn(request.body, request.ip);
      return {
        success: true as const,
        message: authMessages.loggedIn()[request.language],
        token,
        user,
      };
    },
  );

  app.get(
    '/me',
    { onRequest: [app.requireUser], schema: { response: { 200: meReplySchema } } },
    async (request) => ({ success: true as const, user: toPublicUser(signedInUser(request)) }),
  );
};
