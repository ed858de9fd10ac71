import type { Db } from '../db/client';
import { createAccountsRepository } from './accounts';
import { createListingsRepository } from './listings';
import { createCategoriesRepository } from './categories';
import { createDialogsRepository } from './dialogs';
import { createDueDiligenceRepository } from './due-diligence';
import { createEmailsRepository } from './emails';
import { createFavoritesRepository } from './favorites';
import { createGeoRepository } from './geo';
import { createJobsRepository } from './jobs';
import { createListingImagesRepository } from './listing-images';
import { createListingLifecycleRepository } from './listing-lifecycle';
import { createListingModerationRepository } from './listing-moderation';
import { createMessagesRepository } from './messages';
import { createMyListingsRepository } from './my-listings';
import { createNdaRecordsRepository } from './nda-records';
import { createNotificationsRepository } from './notifications';
import { createOffersRepository } from './offers';
import { createPasswordResetsRepository } from './password-resets';
import { createRateLimitsRepository } from './rate-limits';
import { createOauthIdentitiesRepository } from './oauth-identities';
import { createSellerboardRepository } from './sellerboard';
import { createNewListingAlertsRepository } from './new-listing-alerts';
import { createSearchRepository } from './search';
import { createSessionsRepository } from './sessions';
import { createUsersRepository } from './users';

export type { ListingSections } from './listings';
export type { CategorySeed } from './categories';

/** One repository per resource; each holds that resource's SQL. */
export function createRepositories(db: Db) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    categories: createCategoriesRepository(db),
    geo: createGeoRepository(db),
    notifications: createNotificationsRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    rateLimits: createRateLimitsRepository(db),
    accounts: createAccountsRepository(db),
    emails: createEmailsRepository(db),
    oauthIdentities: createOauthIdentitiesRepository(db),
    listings: createListingsRepository(db),
    messages: createMessagesRepository(db),
    dialogs: createDialogsRepository(db),
    ndaRecords: createNdaRecordsRepository(db),
    sellerboard: createSellerboardRepository(db),
    jobs: createJobsRepository(db),
    listingImages: createListingImagesRepository(db),
    favorites: createFavoritesRepository(db),
    search: createSearchRepository(db),
    newListingAlerts: createNewListingAlertsRepository(db),
    listingLifecycle: createListingLifecycleRepository(db),
    listingModeration: createListingModerationRepository(db),
    myListings: createMyListingsRepository(db),
    offers: createOffersRepository(db),
    dueDiligence: createDueDiligenceRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
