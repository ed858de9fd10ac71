// sellerboard (issue #10), owner only:
//   POST   /api/businesses/{id}/financials/import                 multipart `file` → preview + diff (nothing replaced)
//   POST   /api/businesses/{id}/financials/import/{token}/apply   replaces the months with the preview's
//   GET    /api/businesses/{id}/sellerboard                       connection status (never the link)
//   POST   /api/businesses/{id}/sellerboard                       {url, currency?}: connect (or replace the link)
//   DELETE /api/businesses/{id}/sellerboard                       disconnect
// The import's multipart form may carry `currency` (ISO 4217, IMPORT_CURRENCIES; default: the listing's
// first marketplace's): the months are converted into USD at each month's ECB monthly average (decision
// 0193), a month without a rate is a 422 on `currency`.
// Another user's listing → 403, no such listing → 404 (checked before a body is read).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  isImportCurrency,
  presetImportCurrency,
  sellerboardConnectBodySchema,
  sellerboardConnectionSchema,
  sellerboardImportAppliedSchema,
  sellerboardImportPreviewSchema,
  SELLERBOARD_IMPORT_TTL_MINUTES,
  SELLERBOARD_MAX_MONTHS,
  SELLERBOARD_PATHS,
  type SellerboardMonth,
} from '@bizmarkt/shared/contract';
import { convertMonths, MissingRatesError, type Converted } from '../../domain/currency/reference-rates';
import { requestLang, type Lang } from '../../lib/lang';
import { checkImportable, diffMonths, keepRecent } from '../../lib/sellerboard/diff';
import { SellerboardFileError, sellerboardErrorMessage, type SellerboardErrorCode } from '../../lib/sellerboard/errors';
import { checkReportLink } from '../../lib/sellerboard/link';
import { parseSellerboardExport, type ParsedExport } from '../../lib/sellerboard/parser';
import { encryptSecret } from '../../lib/sellerboard/secret';
import { translate } from '../../lib/messages';
import { sellerboardImportKey } from '../../lib/throttle-keys';
import { checkUpload, refusalOf, sendUploadRefused, UPLOAD_POLICIES } from '../../lib/upload-check';
import { currentUser } from '../../plugins/app/access';
import { sendTooManyRequests } from '../../plugins/app/throttle';
import { toSellerboardConnection } from '../../responses/sellerboard';
import { isUploadedFile, type UploadedFile } from '../../lib/uploaded-file';
import { listingExists, listingIdOf, ownListing } from './listing-access';

const idParams = z.object({ id: z.string() });
/** Files a user may import an hour (parsing runs on the request; a real export takes milliseconds). */
export const SELLERBOARD_IMPORTS_PER_HOUR = 30;

const LINK_INVALID: Record<Lang, string> = {
  en: 'Paste the link of a sellerboard automation report (https://app.sellerboard.com/…).',
  de: 'Fügen Sie den Link eines sellerboard-Automatisierungsberichts ein (https://app.sellerboard.com/…).',
};
const CURRENCY_UNKNOWN: Record<Lang, string> = {
  en: 'Choose the currency of the file.',
  de: 'Wählen Sie die Währung der Datei.',
};
const RATES_MISSING: Record<Lang, (currency: string, months: string) => string> = {
  en: (currency, months) => `There is no ECB reference rate for ${currency} in ${months} yet, so these months cannot be converted into US dollars.`,
  de: (currency, months) => `Für ${currency} gibt es für ${months} noch keinen EZB-Referenzkurs; diese Monate können nicht in US-Dollar umgerechnet werden.`,
};
const IMPORT_GONE: Record<Lang, string> = {
  en: 'This preview has expired or was already applied. Upload the file again.',
  de: 'Diese Vorschau ist abgelaufen oder wurde schon übernommen. Laden Sie die Datei erneut hoch.',
};

function sendFieldError(reply: FastifyReply, field: string, message: string) {
  return reply.code(422).send({ message, errors: { [field]: [message] } });
}

const sellerboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.sellerboard;
  const { months } = app.sellerboard;

  // Someone else's listing → 403 (access layer), no such listing → 404, both before a body is read.
  const owner = { access: 'verified', resource: ownListing } as const;
  const idOf = (request: FastifyRequest) => listingIdOf(request) as number;

  app.post(
    SELLERBOARD_PATHS.importFile.pattern,
    {
      config: { ...owner, uploads: true },
      onRequest: listingExists,
      schema: {
        params: idParams,
        body: z.object({ file: z.custom<UploadedFile>(isUploadedFile).optional(), currency: z.string().optional() }).passthrough(),
        response: { 200: sellerboardImportPreviewSchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const refuse = (code: SellerboardErrorCode, value?: string) => sendFieldError(reply, 'file', sellerboardErrorMessage(code, lang, value));
      // A CSV by its content (a ZIP, an xlsx, a PDF or an image is refused unread), within the size limit.
      let file;
      try {
        file = await checkUpload(request.body.file, UPLOAD_POLICIES.sellerboardFile);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return sendUploadRefused(reply, refusal, UPLOAD_POLICIES.sellerboardFile, lang);
      }
      const listingId = idOf(request);
      let currency = request.body.currency?.trim().toUpperCase();
      if (currency === undefined || currency === '')
        currency = presetImportCurrency((await app.repositories.listings.findRecord(listingId))?.marketplaces ?? []);
      if (!isImportCurrency(currency)) return sendFieldError(reply, 'currency', CURRENCY_UNKNOWN[lang]);
      const limit = await app.throttle.hit(sellerboardImportKey(currentUser(request).id), SELLERBOARD_IMPORTS_PER_HOUR, 60 * 60);
      if (!limit.allowed) {
        const seconds = limit.retryAfter;
        return sendTooManyRequests(reply, seconds, { message: translate('accounts.throttled', lang, { seconds }) });
      }
      const now = app.clock.now();
      let parsed: ParsedExport;
      let recent: ReturnType<typeof keepRecent>;
      let converted: Converted<SellerboardMonth>;
      try {
        parsed = parseSellerboardExport(file.data, { now });
        recent = keepRecent(parsed.months, SELLERBOARD_MAX_MONTHS);
        checkImportable(recent.kept);
        converted = convertMonths(recent.kept, currency, app.referenceRates);
      } catch (error) {
        if (error instanceof SellerboardFileError) return refuse(error.code, error.value);
        if (error instanceof MissingRatesError) return sendFieldError(reply, 'currency', RATES_MISSING[lang](error.currency, error.months.join(', ')));
        throw error;
      }
      const { dropped } = recent;
      const kept = converted.months;
      const stored = await months.read(listingId);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now.getTime() + SELLERBOARD_IMPORT_TTL_MINUTES * 60_000);
      await repository.saveImport({ token, listingId, userId: currentUser(request).id, format: parsed.format, months: kept, currency, now, expiresAt });
      return {
        token,
        expires_at: expiresAt.toISOString(),
        format: parsed.format,
        months: kept,
        partial_months: parsed.partial_months,
        dropped_months: dropped,
        diff: diffMonths(stored, kept),
        currency,
        rate_source: app.referenceRates.source,
        usd_per_unit: converted.factors,
        provisional_months: converted.provisional,
      };
    },
  );

  app.post(
    SELLERBOARD_PATHS.applyImport.pattern,
    {
      config: owner,
      onRequest: listingExists,
      schema: {
        params: idParams.extend({ token: z.string() }),
        response: { 200: sellerboardImportAppliedSchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const listingId = idOf(request);
      const now = app.clock.now();
      const preview = await repository.takeImport(request.params.token, listingId, currentUser(request).id, now);
      if (!preview) return sendFieldError(reply, 'token', IMPORT_GONE[requestLang(request)]);
      const currency = isImportCurrency(preview.currency) ? preview.currency : 'USD';
      await months.replace(listingId, preview.months, { source: 'file', at: now, currency });
      return { months: preview.months, currency };
    },
  );

  app.get(
    SELLERBOARD_PATHS.connection.pattern,
    {
      config: owner,
      onRequest: listingExists,
      schema: { params: idParams, response: { 200: sellerboardConnectionSchema, 403: errorBodySchema, 404: errorBodySchema } },
    },
    async (request) => toSellerboardConnection(await repository.connection(idOf(request))),
  );

  app.post(
    SELLERBOARD_PATHS.connection.pattern,
    {
      config: owner,
      onRequest: listingExists,
      schema: {
        params: idParams,
        body: sellerboardConnectBodySchema,
        response: { 200: sellerboardConnectionSchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const checked = checkReportLink(request.body.url, app.config.sellerboardAllowLocal);
      if (!checked.ok) return sendFieldError(reply, 'url', LINK_INVALID[requestLang(request)]);
      const listingId = idOf(request);
      const now = app.clock.now();
      const currency = request.body.currency ?? presetImportCurrency((await app.repositories.listings.findRecord(listingId))?.marketplaces ?? []);
      const row = await repository.connect(listingId, encryptSecret(app.config.appKey, checked.url.href), currency, now);
      // The first sync right away, so the seller sees the months without waiting for the schedule.
      await app.sellerboard.queueFetch(listingId);
      return toSellerboardConnection(row);
    },
  );

  app.delete(
    SELLERBOARD_PATHS.connection.pattern,
    {
      config: owner,
      onRequest: listingExists,
      schema: { params: idParams, response: { 200: sellerboardConnectionSchema, 403: errorBodySchema, 404: errorBodySchema } },
    },
    async (request) => {
      await repository.disconnect(idOf(request));
      return toSellerboardConnection(undefined);
    },
  );
};

export default sellerboardRoutes;
