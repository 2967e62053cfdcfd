import { contactBodySchema, contactReplySchema } from '@app/contract/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import { contactMessages } from './contact.messages.ts';
import { submitContactMessage } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{
  db: Db;
  outbox: OutboxWorker;
  businessEmail: string;
}> = async (app, deps) => {
  app.post(
    '/create',
    {
      // Signed in, the message is the account's: its data export lists it (decision 038).
      onRequest: [app.identifyUser],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: contactBodySchema, response: { 201: contactReplySchema } },
    },
    async (request, reply) => {
      const message = await submitContactMessage(deps, request.body, request.user?.id ?? null);
      return reply.code(201).send({
        success: true,
        message: contactMessages.sent()[request.language],
        data: { _id: message.id },
      });
    },
  );
};
