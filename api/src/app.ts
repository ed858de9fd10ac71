import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { readConfig, type AppConfig } from './config';
import { lazyChildLoggerFactory } from './lib/request-logger';
import { responseSerializerCompiler } from './lib/response-serializer';
import type { Clock } from './jobs/clock';
import type { DatabaseHandle } from './db/client';
import accessPlugin from './plugins/app/access';
import apiDocsPlugin from './plugins/app/api-docs';
import accessLogPlugin from './plugins/app/access-log';
import billingPlugin from './plugins/app/billing';
import bodiesPlugin, { multipartBodies } from './plugins/app/bodies';
import configPlugin from './plugins/app/config';
import csrfPlugin from './plugins/app/csrf';
import idempotencyPlugin from './plugins/app/idempotency';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/app/errors';
import nulBytesPlugin from './plugins/app/nul-bytes';
import jobsPlugin from './plugins/app/jobs';
import listingsPlugin from './plugins/app/listings';
import liveStatePlugin from './plugins/app/live-state';
import streamHubPlugin from './plugins/app/stream-hub';
import mailPlugin from './plugins/app/mail';
import mediaPlugin from './plugins/app/media';
import messagingPlugin from './plugins/app/messaging';
import notifierPlugin from './plugins/app/notifier';
import offersPlugin from './plugins/app/offers';
import precognitionPlugin from './plugins/app/precognition';
import repositoriesPlugin from './plugins/app/repositories';
import sessionPlugin from './plugins/app/session';
import throttlePlugin from './plugins/app/throttle';
import cookiePlugin from './plugins/external/cookie';
import dbPlugin from './plugins/external/db';
import helmetPlugin from './plugins/external/helmet';
import formbodyPlugin from './plugins/external/formbody';
import rateLimitPlugin from './plugins/external/rate-limit';
import accountRoutes from './routes/account';
import apiDocsRoutes from './routes/api-docs';
import adminRoutes from './routes/admin';
import billingRoutes from './routes/billing';
import paymentsRoutes from './routes/payments';
import authRoutes from './routes/auth';
import emailPreferencesRoutes from './routes/email-preferences';
import listingsRoutes from './routes/listings';
import mailboxRoutes from './routes/mailbox';
import notificationsRoutes from './routes/notifications';
import oidcRoutes from './routes/oidc';
import passwordRoutes from './routes/password';
import profileRoutes from './routes/profile';
import registrationRoutes from './routes/registration';
import categoriesRoutes from './routes/categories';
import clientErrorLogRoutes from './routes/client-error-log';
import countriesRoutes from './routes/countries';
import operatorRoutes from './routes/operator';
import healthRoutes from './routes/health';
import sanctumRoutes from './routes/sanctum';
import userRoutes from './routes/user';
import syncRoutes from './routes/sync';
import streamRoutes from './routes/stream';
import dialogsRoutes from './routes/dialogs';
import messagesRoutes from './routes/messages';
import ndaRoutes from './routes/messages/nda';
import offersRoutes from './routes/offers';
import dataRoomRoutes from './routes/data-room';
import listingImagesRoutes from './routes/listings/images';
import sellerboardRoutes from './routes/listings/sellerboard';
import searchRoutes from './routes/search';
import { named } from './lib/plugin-name';
import favoritesRoutes from './routes/favorites';
import myListingsRoutes from './routes/listings/my-listings';

/** JSON bodies are small here; uploads will come through multipart with limits of their own. */
export const BODY_LIMIT_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as declared (method, url, schemas, config), for checks over all of them (test/security). */
    readonly routeTable: readonly RouteOptions[];
  }
}

export interface BuildAppOptions {
  config?: AppConfig;
  /** An opened (and migrated) database; without it the app opens one from the config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The app's clock (`app.clock`); tests pass a fake one. */
  clock?: Clock;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? readConfig();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // One access line per request instead of Fastify's two: plugins/app/access-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    // The request's child logger (bound to its id) made when it first logs: lib/request-logger.ts.
    childLoggerFactory: lazyChildLoggerFactory,
    // What the router and Node refuse before a route runs, in the Laravel shape with the API's headers.
    frameworkErrors,
    clientErrorHandler,
  });
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  app.decorate('routeTable', { getter: () => routeTable });
  await app.register(accessLogPlugin);
  app.setValidatorCompiler(validatorCompiler);
  // Every answer is checked against its response schema; zod's parse where it equals encode (cheaper).
  app.setSerializerCompiler(responseSerializerCompiler);

  // Before anything that can fail, so that every error answers in the Laravel shape.
  await app.register(errorsPlugin);

  await app.register(configPlugin, { config });
  // Outside production: the API reference collects every route added after it (its page: apiDocsRoutes).
  await app.register(apiDocsPlugin);

  // External plugins
  await app.register(dbPlugin, { database: options.database, databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await app.register(cookiePlugin);
  await app.register(helmetPlugin);
  // After helmet (its refusals carry the headers), before the access layer, whose resource checks read
  // path ids: no input holds a NUL (issue #27).
  await app.register(nulBytesPlugin);
  // Before the routes: it attaches its hook to routes that opt in as they are added.
  await app.register(rateLimitPlugin);
  await app.register(formbodyPlugin);

  // Application plugins (repositories first: the session plugin reads through them; access after CSRF,
  // so a forged request is refused as such before anyone is looked up)
  await app.register(repositoriesPlugin);
  // In-process caches of sessions, users and sync state, dropped by the database's change feed.
  await app.register(liveStatePlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  await app.register(accessPlugin);
  await app.register(bodiesPlugin);
  await app.register(throttlePlugin);
  await app.register(mediaPlugin);
  await app.register(jobsPlugin, { clock: options.clock });
  await app.register(mailPlugin);
  await app.register(notifierPlugin);
  // The domain's services and their jobs, after what they use (notifier, jobs, mail): billing (issue
  // #13: provider, VAT, invoices), the listings' lifecycle and sellerboard syncs, messaging.
  await app.register(billingPlugin);
  await app.register(listingsPlugin);
  await app.register(messagingPlugin);
  // The event streams of this instance, fed by the change feed (issue #30 §4).
  await app.register(streamHubPlugin);
  // Offers and the letter of intent (issue #30)
  await app.register(offersPlugin);
  // After session and CSRF (their refusals come first), before the routes (it extends those that opt in).
  await app.register(precognitionPlugin);
  // After session, CSRF and access (their refusals are not kept): a write's retry with its Idempotency-Key
  // gets the first answer again instead of running twice (issue #31 §4).
  await app.register(idempotencyPlugin);

  // Routes. The read-only resources (GET only) first, in a context of their own: no request body, so
  // none of multipart's per-request hooks (plugins/app/bodies.ts; issue #14).
  await app.register(
    named(async (reads) => {
      await reads.register(named(healthRoutes));
      await reads.register(named(sanctumRoutes));
      await reads.register(named(userRoutes));
      await reads.register(named(syncRoutes));
      await reads.register(named(streamRoutes));
      await reads.register(named(categoriesRoutes));
      await reads.register(named(countriesRoutes));
      await reads.register(named(operatorRoutes));
      await reads.register(named(mailboxRoutes));
      await reads.register(named(apiDocsRoutes));
      await reads.register(named(oidcRoutes));
      // Browse (issue #11): search
      await reads.register(named(searchRoutes));
    }, 'read routes'),
  );

  // Every resource with a route that takes a body: JSON, forms and multipart read alike (bodies.ts).
  await app.register(
    named(async (writes) => {
      await writes.register(named(multipartBodies));
      await writes.register(named(authRoutes));
      await writes.register(named(clientErrorLogRoutes));
      // Accounts (issue #4)
      await writes.register(named(registrationRoutes));
      await writes.register(named(passwordRoutes));
      await writes.register(named(profileRoutes));
      await writes.register(named(accountRoutes));
      await writes.register(named(notificationsRoutes));
      await writes.register(named(emailPreferencesRoutes));
      await writes.register(named(listingsRoutes));
      // Listing images (issue #10)
      await writes.register(named(listingImagesRoutes));
      // sellerboard import and connection (issue #10)
      await writes.register(named(sellerboardRoutes));
      await writes.register(named(adminRoutes));
      // Billing (issue #13)
      await writes.register(named(billingRoutes));
      await writes.register(named(paymentsRoutes));
      // Browse (issue #11): favourites, new-listing alerts
      await writes.register(named(favoritesRoutes));
      // My listings (issue #11): sold, show again, delete a draft, views and favourites counts
      await writes.register(named(myListingsRoutes));
      // Messaging, NDAs and the buying process (issue #12)
      await writes.register(named(dialogsRoutes));
      await writes.register(named(messagesRoutes));
      await writes.register(named(ndaRoutes));
      // Offers and the letter of intent (issue #30)
      await writes.register(named(offersRoutes));
      // The data room of a deal (issue #30 §2)
      await writes.register(named(dataRoomRoutes));
    }, 'write routes'),
  );

  return app;
}
