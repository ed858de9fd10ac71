import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import type { Dialog, Offer, OfferVersion } from '@bizmarkt/shared/contract';
import { buyer, makeDialog, makeGroup, namespaces, seller } from '../../../testing/messaging-fixtures';
import { OfferSection } from './offer-section';

const TERMS: OfferVersion['terms'] = {
  price: 200_000,
  cash_at_closing: 170_000,
  seller_financing: { amount: 30_000, term_months: 24, interest_percent: 5.5 },
  deferred: null,
  inventory: 'at_cost',
  exclusivity_days: 30,
  due_diligence_days: 21,
  target_closing_date: '2027-02-01',
  conditions: '',
  valid_until: '2026-12-09T22:59:00.000Z',
};

function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 12,
    dialog_id: 70,
    business_id: 40,
    status: 'open',
    turn: 'seller',
    viewer: 'seller',
    current_version: 2,
    versions: [
      {
        version: 1,
        author: 'buyer',
        terms: { ...TERMS, price: 190_000, cash_at_closing: 160_000 },
        changed_fields: [],
        created_at: '2026-12-01T10:00:00.000Z',
      },
      { version: 2, author: 'buyer', terms: TERMS, changed_fields: ['price', 'cash_at_closing'], created_at: '2026-12-02T10:00:00.000Z' },
    ],
    signature: null,
    exclusivity_until: null,
    closed_at: null,
    created_at: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderSection(dialog: Dialog, locale: 'en' | 'de' = 'en') {
  const group = makeGroup({ is_mine: dialog.is_seller, dialogs: [dialog], price: 210_000 });
  return renderWithProviders(<OfferSection group={group} dialog={dialog} />, { namespaces, user: dialog.is_seller ? seller : buyer, locale });
}

const bodyOf = (calls: Array<{ method: string; url: string; body: unknown }>, method: string, path: string) =>
  JSON.parse(String(calls.find((call) => call.method === method && call.url.endsWith(path))!.body)) as Record<string, unknown>;

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});

it('lets the buyer make an offer from the asking price, and shows it waiting for the seller', async () => {
  sessionStore.getState().setUser(buyer);
  const routes: Record<string, [number, unknown?]> = { 'GET /api/dialogs/70/offers': [200, { data: [] }] };
  const { fetchMock, calls } = createFetchMock(routes);
  global.fetch = fetchMock;
  renderSection(makeDialog());
  fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
  const form = screen.getByRole('form', { name: 'Your offer' });
  expect(within(form).getByLabelText('Price')).toHaveValue('$210,000');
  fireEvent.click(within(form).getByLabelText('Seller financing'));
  expect(within(form).getByLabelText('Term (months)')).toBeInTheDocument();
  fireEvent.click(within(form).getByLabelText('Seller financing'));

  const sent = makeOffer({ current_version: 1, versions: [makeOffer().versions[0]!], viewer: 'buyer' });
  routes['POST /api/dialogs/70/offers'] = [201, sent];
  routes['GET /api/dialogs/70/offers'] = [200, { data: [sent] }];
  fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
  expect(await screen.findByText("Waiting for the seller's answer.")).toBeInTheDocument();
  const body = bodyOf(calls, 'POST', '/api/dialogs/70/offers');
  expect(body.terms).toMatchObject({
    price: 210_000,
    cash_at_closing: 210_000,
    seller_financing: null,
    deferred: null,
    inventory: 'included',
    exclusivity_days: 30,
  });
  expect((body.terms as { target_closing_date: string }).target_closing_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
});

it("shows the API's 422 under its field", async () => {
  sessionStore.getState().setUser(buyer);
  const { fetchMock } = createFetchMock({
    'GET /api/dialogs/70/offers': [200, { data: [] }],
    'POST /api/dialogs/70/offers': [422, { message: 'Invalid', errors: { 'terms.cash_at_closing': ['Too much.'] } }],
  });
  global.fetch = fetchMock;
  renderSection(makeDialog());
  fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
  expect(await screen.findByText('Too much.')).toBeInTheDocument();
  expect(screen.getByLabelText('Cash at closing')).toHaveAttribute('aria-invalid', 'true');
});

it('shows the seller the changed terms highlighted, and signs the acceptance with the typed name', async () => {
  sessionStore.getState().setUser(seller);
  const routes: Record<string, [number, unknown?]> = { 'GET /api/dialogs/70/offers': [200, { data: [makeOffer()] }] };
  const { fetchMock, calls } = createFetchMock(routes);
  global.fetch = fetchMock;
  renderSection(makeDialog({ is_seller: true }));
  const card = await screen.findByRole('article', { name: 'Offer · Version 2' });
  expect(within(card).getByText('Your turn: accept, decline or counter.')).toBeInTheDocument();
  const price = within(card).getByText('Price').closest('div')!;
  expect(price).toHaveClass('bz-offer-terms__row--changed');
  expect(price).toHaveTextContent('Price (changed)$200,000');
  expect(within(card).getByText('Inventory').closest('div')).not.toHaveClass('bz-offer-terms__row--changed');
  expect(within(card).getByText('$30,000 over 24 months at 5.5 %')).toBeInTheDocument();

  fireEvent.click(within(card).getByRole('button', { name: 'Accept and sign' }));
  routes['POST /api/offers/12/accept'] = [422, { message: 'Invalid', errors: { signer_name: ['Type your full name as it is on your account to sign.'] } }];
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Someone' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign and accept' }));
  expect(await screen.findByText('Type your full name as it is on your account to sign.')).toBeInTheDocument();

  const accepted = makeOffer({
    status: 'accepted',
    turn: null,
    signature: { signer: 'seller', signer_name: 'Sam Seller', signed_at: '2026-12-02T11:00:00.000Z', version: 2, terms_sha256: 'ab'.repeat(32) },
    exclusivity_until: '2027-01-01T11:00:00.000Z',
  });
  routes['POST /api/offers/12/accept'] = [200, accepted];
  routes['GET /api/dialogs/70/offers'] = [200, { data: [accepted] }];
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Sam Seller' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign and accept' }));
  const link = await screen.findByRole('link', { name: /Signed letter of intent \(PDF\)/ });
  expect(link).toHaveAttribute('href', '/api/offers/12/letter-of-intent?lang=en');
  expect(link).toHaveAttribute('target', '_blank');
  expect(JSON.parse(String(calls.filter((call) => call.url.endsWith('/accept')).at(-1)!.body))).toEqual({ version: 2, signer_name: 'Sam Seller' });
  expect(screen.getByText(/Accepted and signed by Sam Seller on/)).toBeInTheDocument();
  expect(screen.getByText(/Exclusivity until Jan 1, 2027/)).toBeInTheDocument();
});

it('counters from the current terms, and declines', async () => {
  sessionStore.getState().setUser(seller);
  const routes: Record<string, [number, unknown?]> = {
    'GET /api/dialogs/70/offers': [200, { data: [makeOffer()] }],
    'POST /api/offers/12/counter': [201, makeOffer({ turn: 'buyer', current_version: 3 })],
    'POST /api/offers/12/decline': [200, makeOffer({ status: 'declined', turn: null })],
  };
  const { fetchMock, calls } = createFetchMock(routes);
  global.fetch = fetchMock;
  renderSection(makeDialog({ is_seller: true }));
  fireEvent.click(await screen.findByRole('button', { name: 'Counter' }));
  const form = screen.getByRole('form', { name: 'Your counteroffer' });
  expect(within(form).getByLabelText('Price')).toHaveValue('$200,000');
  expect(within(form).getByLabelText('Interest per year (%)')).toHaveValue('5.5');
  fireEvent.click(within(form).getByRole('button', { name: 'Send counteroffer' }));
  await waitFor(() => expect(calls.some((call) => call.url.endsWith('/counter'))).toBe(true));
  const body = bodyOf(calls, 'POST', '/api/offers/12/counter');
  expect(body.version).toBe(2);
  expect(body.terms).toMatchObject({ price: 200_000, inventory: 'at_cost', target_closing_date: '2027-02-01', seller_financing: TERMS.seller_financing });

  await screen.findByRole('article');
  fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
  await waitFor(() => expect(calls.some((call) => call.url.endsWith('/decline'))).toBe(true));
  expect(bodyOf(calls, 'POST', '/api/offers/12/decline')).toEqual({ version: 2 });
});

it('reads in German', async () => {
  sessionStore.getState().setUser(buyer);
  const { fetchMock } = createFetchMock({ 'GET /api/dialogs/70/offers': [200, { data: [makeOffer({ viewer: 'buyer' })] }] });
  global.fetch = fetchMock;
  renderSection(makeDialog(), 'de');
  const card = await screen.findByRole('article', { name: 'Angebot · Fassung 2' });
  expect(within(card).getByText('Wartet auf die Antwort des Verkäufers.')).toBeInTheDocument();
  expect(within(card).getByText('Preis').closest('div')).toHaveTextContent(/^Preis \(geändert\)200\.000\s\$$/);
  expect(screen.queryByRole('button', { name: 'Angebot machen' })).not.toBeInTheDocument();
});
