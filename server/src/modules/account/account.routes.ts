import {
  accountExportSchema,
  accountMessageReplySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  changePasswordReplySchema,
  confirmEmailBodySchema,
  consentReplySchema,
  consentsReplySchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  profileReplySchema,
  resetPasswordBodySchema,
  savedPeopleReplySchema,
  savedPersonBodySchema,
  savedPersonReplySchema,
  updateProfileBodySchema,
} from '@app/contract/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { Appointments } from '../appointments/appointments.service.ts';
import { accountMessages } from './account.messages.ts';
import type { AccountService } from './account.service.ts';
import {
  addPerson,
  changePerson,
  consentsOf,
  peopleOf,
  removePerson,
  withdrawConsent,
} from './people.service.ts';
import { deleteAccount, exportAccount } from './personal-data.service.ts';

/** Per client address, on top of the limits kept in the database (decision 038). */
const rateLimit = { max: 60, timeWindow: '1 minute' };
const heavyRateLimit = { max: 10, timeWindow: '1 minute' };

const idParams = z.object({
  id: z
    .string()
    .max(100)
    .transform((id) => id.toLowerCase()),
});

/**
 * The account's calls under `/auth` (docs/decisions/038): getting back in by a mailed link,
 * changing the password or the e-mail address, logging out everywhere, the profile.
 */
export const accountAuthRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  /** What a request leaves to be done once its reply has been sent. */
  const afterReply = new WeakMap<object, () => void>();

  app.post(
    '/forgot-password',
    {
      config: { rateLimit },
      schema: { body: forgotPasswordBodySchema, response: { 200: accountMessageReplySchema } },
      onResponse: async (request) => {
        afterReply.get(request)?.();
        afterReply.delete(request);
      },
    },
    async (request) => {
      const sendLink = await accounts.forgotPassword(
        request.body.email,
        request.ip,
        request.language,
      );
      afterReply.set(request, sendLink);
      return {
        success: true as const,
        message: accountMessages.resetLinkSent()[request.language],
      };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit },
      schema: { body: resetPasswordBodySchema, response: { 200: accountMessageReplySchema } },
    },
    async (request) => {
      await accounts.resetPassword(request.body, request.language);
      return { success: true as const, message: accountMessages.passwordReset()[request.language] };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: [app.requireUser],
      config: { rateLimit },
      schema: { body: changePasswordBodySchema, response: { 200: changePasswordReplySchema } },
    },
    async (request) => {
      const changed = await accounts.changePassword(
        signedInUser(request),
        request.body,
        request.ip,
        request.language,
      );
      return {
        success: true as const,
        message: accountMessages.passwordChanged()[request.language],
        ...changed,
      };
    },
  );

  app.post(
    '/change-email',
    {
      onRequest: [app.requireUser],
      config: { rateLimit },
      schema: { body: changeEmailBodySchema, response: { 200: accountMessageReplySchema } },
    },
    async (request) => {
      await accounts.requestEmailChange(
        signedInUser(request),
        request.body,
        request.ip,
        request.language,
      );
      return {
        success: true as const,
        message: accountMessages.emailChangeRequested({ email: request.body.email })[
          request.language
        ],
      };
    },
  );

  app.post(
    '/confirm-email',
    {
      config: { rateLimit },
      schema: { body: confirmEmailBodySchema, response: { 200: accountMessageReplySchema } },
    },
    async (request) => {
      const email = await accounts.confirmEmailChange(request.body.token, request.language);
      return {
        success: true as const,
        message: accountMessages.emailChanged({ email })[request.language],
      };
    },
  );

  app.post(
    '/logout-everywhere',
    {
      onRequest: [app.requireUser],
      config: { rateLimit },
      schema: { response: { 200: accountMessageReplySchema } },
    },
    async (request) => {
      await accounts.logOutEverywhere(signedInUser(request));
      return {
        success: true as const,
        message: accountMessages.loggedOutEverywhere()[request.language],
      };
    },
  );

  app.put(
    '/me',
    {
      onRequest: [app.requireUser],
      config: { rateLimit },
      schema: { body: updateProfileBodySchema, response: { 200: profileReplySchema } },
    },
    async (request) => ({
      success: true as const,
      message: accountMessages.profileSaved()[request.language],
      user: await accounts.updateProfile(signedInUser(request), request.body),
    }),
  );
};

/**
 * `/account/*` (shared/API.md "Accounts and personal data"; decision 038): the saved people and
 * their consents, the data export and the deletion of the account. Every call is the signed-in
 * account's own.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  appointments: Appointments;
  now: () => Date;
}> = async (app, { db, appointments, now }) => {
  app.get(
    '/people',
    { onRequest: [app.requireUser], schema: { response: { 200: savedPeopleReplySchema } } },
    async (request) => ({
      success: true as const,
      people: await peopleOf(db, signedInUser(request).id),
    }),
  );

  app.post(
    '/people',
    {
      onRequest: [app.requireUser],
      config: { rateLimit },
      schema: {
        body: savedPersonBodySchema,
        response: { 200: savedPersonReplySchema, 201: savedPersonReplySchema },
      },
    },
    async (request, reply) => {
      const saved = await addPerson(db, signedInUser(request).id, request.body);
      return reply.code(saved.created ? 201 : 200).send({
        success: true,
        message: saved.message[request.language],
        person: saved.person,
      });
    },
  );

  app.put(
    '/people/:id',
    {
      onRequest: [app.requireUser],
      config: { rateLimit },
      schema: {
        params: idParams,
        body: savedPersonBodySchema,
        response: { 200: savedPersonReplySchema },
      },
    },
    async (request) => {
      const changed = await changePerson(
        db,
        signedInUser(request).id,
        request.params.id,
        request.body,
      );
      return {
        success: true as const,
        message: changed.message[request.language],
        person: changed.person,
      };
    },
  );

  app.delete(
    '/people/:id',
    {
      onRequest: [app.requireUser],
      config: { rateLimit },
      schema: { params: idParams, response: { 200: accountMessageReplySchema } },
    },
    async (request) => {
      const message = await removePerson(db, signedInUser(request).id, request.params.id);
      return { success: true as const, message: message[request.language] };
    },
  );

  app.get(
    '/consents',
    { onRequest: [app.requireUser], schema: { response: { 200: consentsReplySchema } } },
    async (request) => ({
      success: true as const,
      consents: await consentsOf(db, signedInUser(request).id),
    }),
  );

  app.delete(
    '/consents/:id',
    {
      onRequest: [app.requireUser],
      config: { rateLimit },
      schema: { params: idParams, response: { 200: consentReplySchema } },
    },
    async (request) => {
      const withdrawn = await withdrawConsent(db, signedInUser(request).id, request.params.id);
      return {
        success: true as const,
        message: withdrawn.message[request.language],
        consent: withdrawn.consent,
      };
    },
  );

  app.get(
    '/export',
    {
      onRequest: [app.requireUser],
      config: { rateLimit: heavyRateLimit },
      schema: { response: { 200: accountExportSchema } },
    },
    async (request, reply) => {
      const at = now();
      const data = await exportAccount({ db, appointments }, signedInUser(request), at);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="shubh-jyotish-my-data-${at.toISOString().slice(0, 10)}.json"`,
        )
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.delete(
    '/',
    {
      onRequest: [app.requireUser],
      config: { rateLimit: heavyRateLimit },
      schema: { body: deleteAccountBodySchema, response: { 200: accountMessageReplySchema } },
    },
    async (request) => {
      await deleteAccount(db, signedInUser(request), request.body.password, request.ip, now());
      return {
        success: true as const,
        message: accountMessages.accountDeleted()[request.language],
      };
    },
  );
};
