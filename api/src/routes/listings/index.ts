// Listings (issue #10), the owner's side:
//   POST /api/businesses               { information }            → 201 Listing (a new draft)
//   POST /api/businesses/{id}          one or more sections and/or { hide_listing: { hide_for_x_days } } → 200 Listing
//   POST /api/businesses/{id}/submit                               → 200 Listing (pending), 422 listing what is missing
// plus the reads in view.ts. Every mutation: session, CSRF, verified user, the owner (access layer),
// Precognition-aware saves, 422 in Laravel's shape. Images (images.ts) and sellerboard (sellerboard.ts)
// are registered by their own lanes beside these.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  LISTING_PATHS,
  LISTING_SUBMITTABLE_STATUSES,
  listingCompleteness,
  listingCreateRequestSchema,
  listingSchema,
  listingUpdateRequestSchema,
} from '@bizmarkt/shared/contract';
import { formValidation, sendFieldErrors, type FieldErrors, type RuleContext } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { attributeName, translate } from '../../lib/messages';
import { currentUser } from '../../plugins/app/access';
import type { ListingRecord, ListingSections } from '../../repositories/listings';
import { checkedListing, listingExists, listingIdOf, ownListing } from './listing-access';
import { toListingResponse } from '../../responses/listing';
import { toListingImage } from '../../responses/listing-image';
import viewRoutes from './view';
import { named } from '../../lib/plugin-name';

/** Statuses in which a published listing may be hidden by its owner (hidden again = new period). */
const HIDEABLE = ['published', 'hidden'] as const;

function sectionsOf(body: z.infer<typeof listingUpdateRequestSchema>): { sections: ListingSections; names: string[] } {
  const { hide_listing: _hide, ...sections } = body;
  const names = Object.entries(sections).flatMap(([name, value]) => (value === undefined ? [] : [name]));
  return { sections, names };
}

const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listings, categories, geo } = app.repositories;
  // The app's clock (a fake one in tests), so time-driven rules and their tests agree.
  const now = () => app.clock.now();

  /** Rules that read the database: the category and the country of the information section exist. */
  async function informationRules({ input, passed, fail }: RuleContext) {
    const info = input.information as Record<string, unknown> | undefined;
    if (typeof info !== 'object' || info === null) return;
    const categoryId = info.category_id;
    if (passed('information.category_id') && typeof categoryId === 'number' && Number.isInteger(categoryId)) {
      if (!(await categories.existingIds([categoryId])).has(categoryId)) fail('information.category_id', 'listings.category_unknown');
    }
    const code = info.country_code;
    if (passed('information.country_code') && typeof code === 'string') {
      if (!(await geo.countryExists(code.trim().toUpperCase()))) fail('information.country_code', 'listings.country_unknown');
    }
  }

  const ownerView = async (record: ListingRecord, lang: 'en' | 'de') =>
    toListingResponse(record, {
      full: true,
      granted: true,
      isMine: true,
      categoryName: await listings.categoryName(record.category_id, lang),
      images: (await app.repositories.listingImages.list(record.id)).map(toListingImage),
    });

  app.post(
    LISTING_PATHS.create,
    {
      config: { access: 'verified', precognitive: true },
      attachValidation: true,
      schema: { body: listingCreateRequestSchema, response: { 201: listingSchema, 422: errorBodySchema } },
      preHandler: formValidation(informationRules),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const created = await listings.createDraft(user.id, request.body.information);
      await app.lifecycle.saved({ before: created, after: created, sections: ['information'] });
      return reply.code(201).send(await ownerView(created, requestLang(request)));
    },
  );

  app.post(
    LISTING_PATHS.listing.pattern,
    {
      config: { access: 'verified', resource: ownListing, precognitive: true },
      onRequest: listingExists,
      attachValidation: true,
      schema: {
        params: z.object({ id: z.string() }),
        body: listingUpdateRequestSchema,
        response: { 200: listingSchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
      preHandler: formValidation(async (context) => {
        await informationRules(context);
        const status = checkedListing(context.request)?.status;
        // A sold listing is off the market for good: nothing to edit.
        if (status === 'sold') context.fail('status', 'listings.sold');
        if (context.input.hide_listing !== undefined && status !== undefined && !(HIDEABLE as readonly string[]).includes(status)) {
          context.fail('hide_listing.hide_for_x_days', 'listings.not_hideable');
        }
      }),
    },
    async (request) => {
      const id = listingIdOf(request)!;
      const lang = requestLang(request);
      const before = (await listings.findRecord(id))!;
      const { sections, names } = sectionsOf(request.body);
      let after = names.length > 0 ? await listings.saveSections(id, sections, now()) : before;
      if (request.body.hide_listing) {
        after = (await listings.hide(id, request.body.hide_listing.hide_for_x_days, now())) ?? after;
        names.push('hide_listing');
      }
      await app.lifecycle.saved({ before, after, sections: names });
      // The lifecycle may have moved the listing on (a financial edit sends a published one back to
      // pending; fresh financials republish a hidden one): answer what the database now holds.
      return ownerView((await listings.findRecord(id)) ?? after, lang);
    },
  );

  app.post(
    LISTING_PATHS.submit.pattern,
    {
      config: { access: 'verified', resource: ownListing },
      onRequest: listingExists,
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: listingSchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const id = listingIdOf(request)!;
      const lang = requestLang(request);
      const record = (await listings.findRecord(id))!;
      if (!LISTING_SUBMITTABLE_STATUSES.includes(record.status)) {
        return sendFieldErrors(reply, { status: [translate('listings.not_submittable', lang)] }, lang);
      }
      const missing = missingFields(await ownerView(record, lang), lang);
      if (Object.keys(missing).length > 0) return sendFieldErrors(reply, missing, lang);
      const submitted = await listings.submit(id, now());
      if (!submitted) return sendFieldErrors(reply, { status: [translate('listings.not_submittable', lang)] }, lang);
      await app.lifecycle.submitted(submitted);
      return ownerView((await listings.findRecord(id)) ?? submitted, lang);
    },
  );

  await app.register(named(viewRoutes));
};

/** Every missing field of every incomplete step, as "required" errors under `<step>.<field>`. */
function missingFields(listing: Parameters<typeof listingCompleteness>[0], lang: 'en' | 'de'): FieldErrors {
  const errors: FieldErrors = {};
  for (const step of listingCompleteness(listing).steps) {
    for (const field of step.missing) {
      const path = `${step.id}.${field}`;
      errors[path] = [translate('validation.required', lang, { attribute: attributeName(path, lang) })];
    }
  }
  return errors;
}

export default listingsRoutes;
