import {
  inboxCountsReplySchema,
  inboxListReplySchema,
  inboxMessageReplySchema,
  inboxQuerySchema,
  inboxReplyBodySchema,
  inboxStatusBodySchema,
} from '@app/contract/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth.ts';
import { inboxMessages, inboxStatusName } from './inbox.messages.ts';
import { countInboxMessages, listInboxMessages } from './inbox.repository.ts';
import {
  changeInboxStatus,
  type InboxDeps,
  inboxDetail,
  replyToMessage,
  toInboxMessage,
} from './inbox.service.ts';

const idParams = z.object({
  id: z
    .string()
    .max(100)
    .transform((id) => id.toLowerCase()),
});

/**
 * The back office's inbox (prefix /api/v1/admin; issue 34, docs/decisions/043): the messages of
 * the site's forms, newest first, by state and searched by name, e-mail or text; one message
 * with its answers; an answer sent by e-mail; a message closed or reopened. Admin only.
 */
export const inboxRoutes: FastifyPluginAsyncZod<InboxDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/messages',
    {
      onRequest: [app.requireAdmin],
      schema: { querystring: inboxQuerySchema, response: { 200: inboxListReplySchema } },
    },
    async (request) => {
      const [{ messages, nextCursor }, counts] = await Promise.all([
        listInboxMessages(db, request.query),
        countInboxMessages(db),
      ]);
      return {
        success: true as const,
        messages: messages.map(toInboxMessage),
        counts,
        nextCursor,
      };
    },
  );

  /** The counts alone: the sidebar's number of new messages. */
  app.get(
    '/messages/counts',
    { onRequest: [app.requireAdmin], schema: { response: { 200: inboxCountsReplySchema } } },
    async () => ({ success: true as const, counts: await countInboxMessages(db) }),
  );

  app.get(
    '/messages/:id',
    {
      onRequest: [app.requireAdmin],
      schema: { params: idParams, response: { 200: inboxMessageReplySchema } },
    },
    async (request) => ({ success: true as const, ...(await inboxDetail(db, request.params.id)) }),
  );

  app.post(
    '/messages/:id/reply',
    {
      onRequest: [app.requireAdmin],
      schema: {
        params: idParams,
        body: inboxReplyBodySchema,
        response: { 200: inboxMessageReplySchema, 201: inboxMessageReplySchema },
      },
    },
    async (request, reply) => {
      const { detail, created, to } = await replyToMessage(deps, {
        messageId: request.params.id,
        adminId: signedInUser(request).id,
        body: request.body,
      });
      return reply.code(created ? 201 : 200).send({
        success: true as const,
        message: inboxMessages.replyQueued({ email: to })[request.language],
        ...detail,
      });
    },
  );

  app.put(
    '/messages/:id/status',
    {
      onRequest: [app.requireAdmin],
      schema: {
        params: idParams,
        body: inboxStatusBodySchema,
        response: { 200: inboxMessageReplySchema },
      },
    },
    async (request) => {
      const detail = await changeInboxStatus(db, request.params.id, request.body.status);
      return {
        success: true as const,
        message: inboxMessages.statusChanged({
          status: inboxStatusName(detail.contactMessage.status),
        })[request.language],
        ...detail,
      };
    },
  );
};
