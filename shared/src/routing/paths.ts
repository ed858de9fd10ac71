// Typed path builders, one per route of the table: a link to a route that does not exist, or without
// the parameters its path needs, is a compile error. `pathsFor(locale)` localises (English bare,
// German under /de); `barePaths` gives the bare paths the access rules compare against.
import type { Locale } from '../constants';
import { localizePath } from '../i18n/locale';
import { routeById, type CreateStep, type RouteId, type RouteOf } from './route-table';

type ParamValue = string | number;

/** `'/a/:id/:step?'` → `'id' | 'step?'` */
type ParamTokens<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Token}/${infer Tail}`
    ? Token | ParamTokens<`/${Tail}`>
    : Rest
  : never;
type RequiredParams<Path extends string> = Exclude<ParamTokens<Path>, `${string}?`>;
type OptionalParams<Path extends string> = ParamTokens<Path> extends infer T ? (T extends `${infer Name}?` ? Name : never) : never;

/** The parameters a route's path needs: `{ id: string | number }` for `/business/:id`. */
export type PathParams<Path extends string> = { [K in RequiredParams<Path>]: ParamValue } & { [K in OptionalParams<Path>]?: ParamValue };

/** Query-string values; undefined ones are left out. */
export type QueryParams = Readonly<Record<string, ParamValue | undefined>>;

type ParamsArg<Id extends RouteId> = [ParamTokens<RouteOf<Id>['path']>] extends [never]
  ? [params?: Record<string, never>, query?: QueryParams]
  : [RequiredParams<RouteOf<Id>['path']>] extends [never]
    ? [params?: PathParams<RouteOf<Id>['path']>, query?: QueryParams]
    : [params: PathParams<RouteOf<Id>['path']>, query?: QueryParams];

function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The bare path of a route with its parameters filled in: `pathTo('business', { id: 7 })` → `/business/7`. */
export function pathTo<Id extends RouteId>(id: Id, ...[params, query]: ParamsArg<Id>): string {
  const values = (params ?? {}) as Record<string, ParamValue | undefined>;
  const path = routeById(id).path.replace(/\/:(\w+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`The path of route "${id}" needs "${name}"`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return `${path}${queryString(query)}`;
}

function createBuilders(to: (bare: string) => string) {
  const go =
    <Id extends RouteId>(id: Id) =>
    (...args: ParamsArg<Id>) =>
      to(pathTo(id, ...args));
  const noParams =
    <Id extends RouteId>(id: Id) =>
    (query?: QueryParams) =>
      to(pathTo(id, undefined as never, query));
  return {
    landing: noParams('landing'),
    /** `paths.search({ user_id: 3 })` → `/search?user_id=3` */
    search: noParams('search'),
    pricing: noParams('pricing'),
    howToBuy: noParams('how-to-buy'),
    howToSell: noParams('how-to-sell'),
    faq: noParams('faq'),
    howWeVerify: noParams('how-we-verify'),
    business: (id: ParamValue) => go('business')({ id }),
    businessUnavailable: noParams('business-unavailable'),
    myListings: noParams('my-listings'),
    unsubscribed: noParams('unsubscribed'),
    deleteAccount: noParams('delete-account'),
    privacyPolicy: noParams('privacy-policy'),
    termsOfService: noParams('terms-of-service'),
    imprint: noParams('imprint'),
    contact: noParams('contact'),
    changePassword: noParams('change-password'),
    paymentSuccess: noParams('payment-success'),
    subscriptionCancel: noParams('subscription-cancel'),
    subscriptionSuccess: noParams('subscription-success'),
    notFound: noParams('not-found'),
    login: noParams('login'),
    registration: noParams('registration'),
    registrationSocials: noParams('registration-socials'),
    registrationSuccess: (id: ParamValue) => go('registration-success')({ id }),
    passwordResetSuccess: noParams('password-reset-success'),
    passwordReset: noParams('password-reset'),
    passwordResetToken: (token: string, query?: QueryParams) => go('password-reset-token')({ token }, query),
    billing: noParams('billing'),
    dashboard: noParams('dashboard'),
    favorites: noParams('favorites'),
    paymentInProgress: noParams('payment-in-progress'),
    emailPreferences: noParams('email-preferences'),
    emailPreferencesSuccess: noParams('email-preferences-success'),
    registrationGeneralInfo: noParams('registration-general-info'),
    registrationEmailConfirmation: noParams('registration-email-confirmation'),
    sign: (id: ParamValue) => go('sign')({ id }),
    deal: (id: ParamValue) => go('deal')({ id }),
    /** The moderation queue: `paths.adminListings({ status: 'pending', page: 2 })`. */
    adminListings: noParams('admin-listings'),
    adminListing: (id: ParamValue) => go('admin-listing')({ id }),
    /** `paths.create('financials', 7)`; only the first step may start without a listing. */
    create: createStep(to),
  };
}

interface CreatePath {
  (step: 'information', id?: ParamValue): string;
  (step: Exclude<CreateStep, 'information'>, id: ParamValue): string;
}

function createStep(to: (bare: string) => string): CreatePath {
  return (step: CreateStep, id?: ParamValue) => to(pathTo(`create-${step}` as 'create-information', id === undefined ? {} : { id }));
}

export type PathBuilders = ReturnType<typeof createBuilders>;

/** Bare (English, unprefixed) paths: what the route table and the access rules speak. */
export const barePaths: PathBuilders = createBuilders((bare) => bare);

const byLocale = new Map<Locale, PathBuilders>();

/** The builders of one language: `pathsFor('de').login()` → `/de/login`. */
export function pathsFor(locale: Locale): PathBuilders {
  let builders = byLocale.get(locale);
  if (!builders) {
    builders = createBuilders((bare) => localizePath(bare, locale));
    byLocale.set(locale, builders);
  }
  return builders;
}
