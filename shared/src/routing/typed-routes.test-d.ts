// Type-level tests, checked by `pnpm typecheck` (tsc reads every file under src/): each
// `@ts-expect-error` line must fail to compile, or tsc reports the directive as unused. They prove
// that a remote exposing an unknown id, and a link to a path that does not exist, are compile errors.
import type { ComponentType } from 'react';
import type { ModalModule, PanelModule, RemoteModals, RemotePanels, RemoteRoutes } from '../federation/remotes';
import { barePaths, pathTo, pathsFor } from './paths';
import type { CreateStep, RouteId } from './route-table';

const page = async () => ({ default: (() => null) as ComponentType });
const panel = async (): Promise<PanelModule> => ({ default: () => null, meta: { titleKey: 'x:y' } });
const modal = async (): Promise<ModalModule> => ({ default: () => null, meta: { titleKey: 'x:y' } });

// A remote's exposes: known ids compile…
export const routes = { login: page, 'create-financials': page } satisfies RemoteRoutes;
export const panels = { about: panel } satisfies RemotePanels;
export const modals = { 'create-listing': modal } satisfies RemoteModals;

// …a typo does not,
// @ts-expect-error 'logni' is no route of the table
export const typoRoute = { logni: page } satisfies RemoteRoutes;
// @ts-expect-error the shell draws its own 404 page; no remote may expose it
export const shellRoute = { 'not-found': page } satisfies RemoteRoutes;
// @ts-expect-error 'setting' is no panel
export const typoPanel = { setting: panel } satisfies RemotePanels;
// @ts-expect-error 'create' is no modal
export const typoModal = { create: modal } satisfies RemoteModals;

// Links: every builder exists once per route and asks for what its path needs.
const paths = pathsFor('de');
export const links: string[] = [
  paths.business(7),
  paths.create('information'),
  paths.create('financials', 7),
  paths.search({ user_id: 3 }),
  paths.login(),
  barePaths.passwordResetToken('abc', { email: 'a@b.c' }),
  pathTo('business', { id: 7 }),
  pathTo('create-information'),
  pathTo('faq'),
];
// @ts-expect-error there is no page /settings
paths.settings();
// @ts-expect-error a business page needs its id
paths.business();
// @ts-expect-error every step after the first needs the listing
paths.create('financials');
// @ts-expect-error 'finance' is no step of the wizard
paths.create('finance', 7);
// @ts-expect-error no route has the id 'settings'
pathTo('settings');
// @ts-expect-error /business/:id needs { id }
pathTo('business');
// @ts-expect-error /business/:id has no parameter 'slug'
pathTo('business', { slug: 'x' });

// The unions are what the table says.
export const someRoute: RouteId = 'registration-success';
export const someStep: CreateStep = 'preview';
// @ts-expect-error 'profile' is no route id
export const badRoute: RouteId = 'profile';
