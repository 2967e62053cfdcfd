import { apiBasePath } from '@app/contract/api-base-path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { commonMessages } from './lib/common-messages.ts';
import { HttpError } from './lib/http-error.ts';
import { loggerOptions, requestIdOf, requestLogController } from './lib/logger.ts';
import { sharedRateLimitStore } from './lib/rate-limit-store.ts';
import { closeRedis, connectRedis } from './lib/redis.ts';
import { accountAuthRoutes, accountRoutes } from './modules/account/account.routes.ts';
import { type AccountService, createAccountService } from './modules/account/account.service.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { customerRoutes } from './modules/admin/customers.routes.ts';
import { createAppointmentKeys } from './modules/appointments/appointment-keys.ts';
import { appointmentRoutes } from './modules/appointments/appointments.routes.ts';
import { createAppointments } from './modules/appointments/appointments.service.ts';
import { astroRoutes } from './modules/astro/astro.routes.ts';
import { createCalendarService } from './modules/astro/calendar.service.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { seedCatalogue } from './modules/catalogue/catalogue.repository.ts';
import {
  adminCatalogueRoutes,
  catalogueRoutes,
  productImageRoutes,
} from './modules/catalogue/catalogue.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { exportRoutes } from './modules/exports/exports.routes.ts';
import { festivalFeedRoutes } from './modules/festival-feed/festival-feed.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { horoscopePageCompleter } from './modules/horoscope/horoscope.page.ts';
import { horoscopeRoutes } from './modules/horoscope/horoscope.routes.ts';
import { createHoroscopeService } from './modules/horoscope/horoscope.service.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { createInvoicing, type Invoicing } from './modules/invoices/invoices.service.ts';
import { createMailSender, type MailSender } from './modules/mail/mail-sender.ts';
import { createOutboxWorker, type OutboxWorker } from './modules/mail/outbox-worker.ts';
import { orderAdminRoutes } from './modules/orders/order-admin.routes.ts';
import { createOrderRefunds } from './modules/orders/order-refunds.ts';
import { gemstonePaymentRoutes, orderRoutes } from './modules/orders/orders.routes.ts';
import { createGemstonePurchase } from './modules/orders/orders.service.ts';
import { createPaymentGateway } from './modules/payments/payment-gateway.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { createPayments } from './modules/payments/payments.service.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { createPdfRenderer, type PdfRenderer } from './modules/reports/pdf-renderer.ts';
import { createReportJobs, type ReportJobs } from './modules/reports/report-jobs.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { createReportPurchase } from './modules/reports/reports.service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { preferredLanguage, registerLanguage } from './plugins/language.ts';
import { registerReplyHeaders, securityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The mail outbox worker: `kick()` after queueing mail; started by server.ts. */
    outbox: OutboxWorker;
    /** The report generator (decision 029): started by server.ts; tests call `runDue()`. */
    reportJobs: ReportJobs;
    /** Invoices and credit notes (decision 041): its worker is started by server.ts. */
    invoicing: Invoicing;
    /** The account's calls (decision 038); tests await `settled()` for the reset mail. */
    accounts: AccountService;
  }
}

export type AppDependencies = {
  /**
   * An open, migrated database that the caller closes. Without it, buildApp opens and migrates
   * the configured database and closes it when the app closes.
   */
  database?: Database;
  /** Where log lines go; standard output by default (tests capture them). */
  logStream?: { write(line: string): void };
  /** Replaces the configured mail transport (tests). */
  mailSender?: MailSender;
  /** Replaces the Chromium that prints reports (tests of a renderer that fails on purpose). */
  pdfRenderer?: PdfRenderer;
  /**
   * The clock of the consultations and of the outbox (which mails are due): tests move it
   * forward to reach a reminder or a policy's cutoff. The real time by default.
   */
  now?: () => Date;
};

const bodyLimitBytes = 100 * 1024;
const outboxPollIntervalMs = 5000;
const reportPollIntervalMs = 10_000;
const invoicePollIntervalMs = 60_000;

/**
 * The whole server as a Fastify instance, not yet listening: plugins, then the API under
 * /api/v1, then the web app for every other path. Tests call it with their own database.
 */
export async function buildApp(config: Config, dependencies: AppDependencies = {}) {
  /** The web app, registered last; the router's refusals of page addresses are its to answer. */
  let webApp: Awaited<ReturnType<typeof registerWebApp>> | undefined;
  const https = config.siteUrl?.startsWith('https:') ?? false;
  const replySecurityHeaders = securityHeaders({ https });
  const app = Fastify({
    logger: loggerOptions(config.logLevel, dependencies.logStream),
    logController: requestLogController,
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: bodyLimitBytes,
    // A number of hops: believe that many proxies, counted from this server (proxy-addr's rule,
    // as Fastify applies it to a number; its types take only the function form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // While shutting down, a request already arriving on an open connection is still answered
    // (with `Connection: close`) rather than refused with a 503 in Fastify's own format.
    return503OnClosing: false,
    // The router's own refusals (a malformed URL, a path parameter over 100 characters) answer
    // in the API's format like every other reply: an id that long is no id we know.
    // (These come before any hook: the language is read from the header here.)
    frameworkErrors: (error, request, reply: FastifyReply) => {
      // No hook has run: the headers every reply carries are set here.
      reply.headers(replySecurityHeaders.everyReply);
      reply.header('x-request-id', request.id);
      // A page address that does not decode (`/%E0`) gets the site's not-found page.
      if (error.code === 'FST_ERR_BAD_URL' && webApp?.answeredUndecodablePage(request, reply)) {
        return;
      }
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const message = tooLong ? commonMessages.notFound() : commonMessages.malformedAddress();
      reply
        .code(tooLong ? 404 : 400)
        .header('vary', 'Accept-Language')
        .send({
          success: false,
          message: message[preferredLanguage(request.headers['accept-language'])],
        });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: other bodies are refused with 415.
  app.removeContentTypeParser('text/plain');

  const ownsDatabase = dependencies.database === undefined;
  const database = dependencies.database ?? (await openMigratedDatabase(config));
  let redis: Redis | undefined;
  try {
    // What several instances must agree on (rate limits, upstream horoscopes) lives in Redis
    // when REDIS_URL is set; otherwise in this process (docs/decisions/013).
    redis = config.redis && (await connectRedis({ ...config.redis, log: app.log }));
    const { db } = database;
    // The first catalogue, for each row still missing (safe with several instances starting).
    await seedCatalogue(db);
    const outbox = createOutboxWorker({
      db,
      sender:
        dependencies.mailSender ??
        createMailSender({
          smtpUrl: config.smtpUrl,
          mailFrom: config.mailFrom,
          dataDir: config.dataDir,
          log: app.log,
        }),
      log: app.log.child({ component: 'outbox' }),
      pollIntervalMs: outboxPollIntervalMs,
      now: dependencies.now,
    });
    const accessTokens = createAccessTokens(config.jwtSecret);

    app.decorate('database', database);
    app.decorate('outbox', outbox);
    const payments = createPayments({
      db,
      gateway: createPaymentGateway(config, db),
      outbox,
      log: app.log.child({ component: 'payments' }),
    });
    // What can be bought: each kind of purchase says how it is priced and completed.
    payments.registerPurchase(
      createGemstonePurchase({
        siteUrl: config.siteUrl,
        businessEmail: config.businessEmail,
        refunds: payments.refunds,
        log: app.log.child({ component: 'orders' }),
      }),
    );
    const appointments = createAppointments({
      db,
      refunds: payments.refunds,
      outbox,
      keys: createAppointmentKeys(config.jwtSecret),
      log: app.log.child({ component: 'appointments' }),
      businessEmail: config.businessEmail,
      publicUrl: config.siteUrl ?? `http://localhost:${config.port}`,
      meetingUrlTemplate: config.meetingUrlTemplate,
      ...(dependencies.now ? { now: dependencies.now } : {}),
    });
    payments.registerPurchase(appointments.purchase);
    const mailOptions = { siteUrl: config.siteUrl, businessEmail: config.businessEmail };
    // One Chromium prints every PDF (reports, packing slips); the report jobs close it on stop.
    const pdfRenderer =
      dependencies.pdfRenderer ??
      createPdfRenderer({
        executablePath: config.chromiumPath,
        log: app.log.child({ component: 'pdf' }),
      });
    const reportJobs = createReportJobs({
      db,
      renderer: pdfRenderer,
      outbox,
      log: app.log.child({ component: 'reports' }),
      pollIntervalMs: reportPollIntervalMs,
      ...mailOptions,
    });
    payments.registerPurchase(createReportPurchase({ jobs: reportJobs, ...mailOptions }));
    // An admin's refunds of orders, and the customer's mails as the gateway settles them.
    const orderRefunds = createOrderRefunds({
      db,
      refunds: payments.refunds,
      outbox,
      log: app.log.child({ component: 'order-refunds' }),
      mailOptions,
    });
    // Invoices and credit notes (issue 34, decision 041): issued with each completed payment
    // and each processed refund, printed by the shared Chromium, mailed by their worker.
    const invoicing = createInvoicing({
      db,
      seller: config.seller,
      renderer: pdfRenderer,
      outbox,
      log: app.log.child({ component: 'invoices' }),
      businessEmail: config.businessEmail,
      pollIntervalMs: invoicePollIntervalMs,
      now: dependencies.now,
    });
    payments.issueInvoicesWith(invoicing);
    payments.refunds.onSettled(invoicing.refundSettled);
    const accounts = createAccountService({
      db,
      accessTokens,
      outbox,
      log: app.log.child({ component: 'accounts' }),
      mail: {
        publicUrl: config.siteUrl ?? `http://localhost:${config.port}`,
        businessEmail: config.businessEmail,
      },
      now: dependencies.now,
    });
    app.decorate('accounts', accounts);
    app.decorate('payments', payments);
    app.decorate('reportJobs', reportJobs);
    app.decorate('invoicing', invoicing);
    registerReplyHeaders(app, replySecurityHeaders.everyReply);
    registerLanguage(app);
    const openRedis = redis;
    // The background workers (started by server.ts once the server listens) stop first.
    app.addHook('onClose', async () => {
      // A reset mail being queued after its reply is queued before the outbox stops.
      await accounts.settled();
      await payments.reconciler.stop();
      // Together: the report jobs close the shared Chromium, which ends an invoice print in
      // flight at once, so a hung print holds neither worker (decision 041).
      await Promise.all([invoicing.stop(), reportJobs.stop()]);
      await outbox.stop();
      if (openRedis) await closeRedis(openRedis);
      if (ownsDatabase) await database.close();
    });

    registerErrorHandling(app);
    registerGracefulClose(app);
    if (config.rateLimitFactor !== 1) {
      // Added before the rate-limit plugin, so its own onRoute hook sees the scaled limits.
      app.addHook('onRoute', (route) => {
        const limit = route.config?.rateLimit;
        if (typeof limit !== 'object' || limit === null || typeof limit.max !== 'number') return;
        route.config = {
          ...route.config,
          rateLimit: { ...limit, max: limit.max * config.rateLimitFactor },
        };
      });
    }
    await app.register(rateLimit, {
      global: false,
      // Counted in Redis, shared by the instances; while Redis is away, in this instance's
      // memory: nothing waits for it and the limits hold (docs/decisions/034).
      ...(redis && {
        store: sharedRateLimitStore({
          redis,
          nameSpace: 'rate-limit:',
          log: app.log.child({ component: 'rate-limit' }),
        }),
      }),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, commonMessages.tooManyRequests({ wait: context.ttl / 1000 })),
    });
    registerAuth(app, { db, accessTokens });

    await app.register(healthRoutes, { prefix: apiBasePath, database, redis });
    await app.register(authRoutes, {
      prefix: `${apiBasePath}/auth`,
      auth: createAuthService({ db, accessTokens }),
    });
    await app.register(accountAuthRoutes, { prefix: `${apiBasePath}/auth`, accounts });
    await app.register(contactRoutes, {
      prefix: `${apiBasePath}/contact`,
      db,
      outbox,
      businessEmail: config.businessEmail,
    });
    // One service for the API and the sign pages, which carry the same reading.
    const horoscopes = createHoroscopeService({
      upstreamUrl: config.horoscopeApiUrl,
      ...(config.horoscopeApiTimeoutMs ? { upstreamTimeoutMs: config.horoscopeApiTimeoutMs } : {}),
      redis,
      log: app.log.child({ component: 'horoscope' }),
    });
    await app.register(horoscopeRoutes, {
      prefix: `${apiBasePath}/horoscope`,
      service: horoscopes,
    });
    await app.register(placesRoutes, { prefix: `${apiBasePath}/places` });
    // One calendar for the API and the festival feed: a year computed for one is kept for both.
    const calendar = createCalendarService();
    await app.register(astroRoutes, { prefix: `${apiBasePath}/astro`, calendar });
    // A site path (/festivals/{yyyy}.ics), registered before the web app's pages.
    await app.register(festivalFeedRoutes, {
      calendar,
      ...(dependencies.now ? { now: dependencies.now } : {}),
    });
    await app.register(paymentRoutes, {
      prefix: `${apiBasePath}/razorpay`,
      payments,
      webhookSecret: config.razorpay.webhookSecret,
    });
    await app.register(gemstonePaymentRoutes, { prefix: `${apiBasePath}/razorpay`, db, payments });
    await app.register(orderRoutes, { prefix: `${apiBasePath}/order`, db, mailOptions });
    await app.register(orderAdminRoutes, {
      prefix: `${apiBasePath}/order`,
      db,
      orderRefunds,
      pdfRenderer,
    });
    await app.register(reportRoutes, { prefix: `${apiBasePath}/order`, db });
    await app.register(appointmentRoutes, { prefix: apiBasePath, payments, appointments });
    await app.register(invoiceRoutes, { prefix: apiBasePath, invoicing, appointments });

    await app.register(accountRoutes, {
      prefix: `${apiBasePath}/account`,
      db,
      appointments,
      now: dependencies.now ?? (() => new Date()),
    });
    await app.register(customerRoutes, { prefix: `${apiBasePath}/admin`, db, appointments });
    await app.register(adminRoutes, {
      prefix: `${apiBasePath}/admin`,
      db,
      outbox,
      reportJobs,
      mailOptions,
    });
    // The inbox, the accountant's files and the revenue (issue 34, docs/decisions/043).
    await app.register(inboxRoutes, {
      prefix: `${apiBasePath}/admin`,
      db,
      outbox,
      businessEmail: config.businessEmail,
    });
    await app.register(exportRoutes, {
      prefix: `${apiBasePath}/admin`,
      db,
      now: dependencies.now ?? (() => new Date()),
    });
    // The editable catalogue (decision 042): the shop's live prices and stock, the admin's
    // edits, and the uploaded product pictures (a site path, registered before the web app).
    await app.register(catalogueRoutes, { prefix: apiBasePath, db });
    await app.register(adminCatalogueRoutes, { prefix: `${apiBasePath}/admin`, db });
    await app.register(productImageRoutes, { db });

    webApp = await registerWebApp(app, {
      buildDir: config.webBuildDir,
      https,
      documentHeaders: replySecurityHeaders.documents,
      testPayments: payments.gateway.kind === 'simulated',
      siteUrl: config.siteUrl,
      pageCompleters: [horoscopePageCompleter(horoscopes)],
    });
    return app;
  } catch (error) {
    if (redis) await closeRedis(redis);
    if (ownsDatabase) await database.close();
    throw error;
  }
}

async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
