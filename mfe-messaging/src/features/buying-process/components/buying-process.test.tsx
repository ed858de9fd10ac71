import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, modalStore, sessionStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, createTestQueryClient, renderWithProviders } from '@bizmarkt/shared/testing';
import type { Dialog } from '@bizmarkt/shared/contract';
import { makeDialog, makeGroup, namespaces, page, seller } from '../../../testing/messaging-fixtures';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import { BuyingProcess } from './buying-process';

function renderProcess(dialog: Dialog) {
  const group = makeGroup({ is_mine: dialog.is_seller, dialogs: [dialog] });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.dialogs(), { pages: [page([group])], pageParams: [1] });
  return renderWithProviders(<BuyingProcess group={group} dialog={dialog} onNavigate={jest.fn()} />, { namespaces, user: seller, queryClient });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(seller);
  messagingUiStore.getState().closeDialog();
  modalStore.getState().closeModal();
});

it("shows the seller 'Selling steps', moves only seller_step and opens the hide-listing modal", async () => {
  const { fetchMock, calls } = createFetchMock({ 'PATCH /api/dialogs/70': [200, { id: 70, buyer_step: 1, seller_step: 2, business_sold: false }] });
  global.fetch = fetchMock;
  renderProcess(makeDialog({ is_seller: true }));
  expect(screen.getByRole('heading', { name: 'Selling steps.' })).toBeInTheDocument();
  const steps = screen.getAllByRole('listitem');
  expect(steps.map((s) => within(s).getByText(/Sign|Perform|Transfer/).textContent)).toEqual([
    'Sign Letter of Intent (LOI)',
    'Perform Due Diligence',
    'Sign Asset Purchase Agreement (APA)',
    'Transfer Funds (escrow recommended)',
    'Transfer Assets',
  ]);
  fireEvent.click(within(steps[0]!).getByRole('button', { name: 'Mark as done' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
  expect(JSON.parse(String(calls.find((c) => c.method === 'PATCH')!.body))).toEqual({ seller_step: 2 });

  fireEvent.click(screen.getByRole('button', { name: 'Hide listing' }));
  expect(modalStore.getState().open).toBe('hide-listing');
  expect(messagingUiStore.getState().hideTarget).toEqual({ businessId: 40, dialogId: 70 });
});

it("a step's 'More' shows its details with the back button 'Buying process'", () => {
  renderProcess(makeDialog());
  expect(screen.getByRole('heading', { name: 'Buying steps.' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'More about Perform Due Diligence' }));
  expect(screen.getByRole('heading', { name: 'Due diligence checklist' })).toBeInTheDocument();
  expect(screen.getByText('Code and APIs')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Buying process' }));
  expect(screen.getByRole('heading', { name: 'Buying steps.' })).toBeInTheDocument();
});

it('LOI and APA link our own template in the page language, in a new tab with a visible hint; other steps have none', () => {
  const { unmount } = renderProcess(makeDialog());
  fireEvent.click(screen.getByRole('button', { name: 'More about Sign Letter of Intent (LOI)' }));
  const loi = screen.getByRole('link', { name: 'Letter of Intent template – opens in a new tab' });
  expect(loi).toHaveAttribute('href', 'http://localhost/templates/letter-of-intent.en.html');
  expect(loi).toHaveAttribute('target', '_blank');
  expect(loi).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText(/It is a template, not legal advice/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Buying process' }));
  fireEvent.click(screen.getByRole('button', { name: 'More about Perform Due Diligence' }));
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  unmount();
  messagingUiStore.getState().showStepDetail(null);

  const group = makeGroup({ dialogs: [makeDialog()] });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.dialogs(), { pages: [page([group])], pageParams: [1] });
  renderWithProviders(<BuyingProcess group={group} dialog={makeDialog()} onNavigate={jest.fn()} />, { namespaces, user: seller, queryClient, locale: 'de' });
  fireEvent.click(screen.getByRole('button', { name: 'Mehr zu Kaufvertrag (APA) unterzeichnen' }));
  const apa = screen.getByRole('link', { name: 'Vorlage Kaufvertrag – öffnet in einem neuen Tab' });
  expect(apa).toHaveAttribute('href', 'http://localhost/templates/asset-purchase-agreement.de.html');
  expect(screen.getByText(/keine Rechtsberatung/)).toBeInTheDocument();
});

it("offers 'Deal Successfully Closed' once both sides are past step 5, disabled once the caller's own step is 7", async () => {
  const { fetchMock, calls } = createFetchMock({ 'PATCH /api/dialogs/70': [200, { id: 70, buyer_step: 7, seller_step: 6, business_sold: false }] });
  global.fetch = fetchMock;
  const { unmount } = renderProcess(makeDialog({ buyer_step: 6, seller_step: 5 }));
  expect(screen.queryByRole('button', { name: 'Deal Successfully Closed' })).not.toBeInTheDocument();
  unmount();

  renderProcess(makeDialog({ buyer_step: 6, seller_step: 6 }));
  expect(screen.getByRole('heading', { name: 'Mark deal as closed' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Deal Successfully Closed' }));
  // The tab's offer section reads the dialog's offers too: only the step's PATCH counts here.
  const patches = () => calls.filter((call) => call.method === 'PATCH');
  await waitFor(() => expect(patches()).toHaveLength(1));
  expect(JSON.parse(String(patches()[0]!.body))).toEqual({ buyer_step: 7 });
});

it('the close button is disabled for a side already at 7', () => {
  renderProcess(makeDialog({ buyer_step: 7, seller_step: 6 }));
  expect(screen.getByRole('button', { name: 'Deal Successfully Closed' })).toBeDisabled();
});

function show(steps: { buyer_step: number; seller_step: number }, locale: 'en' | 'de' = 'en') {
  const dialog = makeDialog({ is_seller: true, ...steps });
  const group = makeGroup({ is_mine: true, dialogs: [dialog] });
  global.fetch = createFetchMock({ 'GET /api/dialogs': [200, page([group])] }).fetchMock;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.dialogs(), { pages: [page([group])], pageParams: [1] });
  renderWithProviders(<BuyingProcess group={group} dialog={dialog} onNavigate={() => undefined} />, { namespaces, user: seller, queryClient, locale });
}
describe("the 'Deal Successfully Closed' card", () => {
  it('says the deal waits for the other side while only this side pressed it', () => {
    show({ buyer_step: 6, seller_step: 7 });
    expect(screen.getByText(/waits for the other side/)).toBeInTheDocument();
    expect(screen.queryByText('The deal is closed.')).toBeNull();
  });

  it('says the deal is closed once both sides pressed it (in German too)', () => {
    show({ buyer_step: 7, seller_step: 7 }, 'de');
    expect(screen.getByText('Das Geschäft ist abgeschlossen.')).toBeInTheDocument();
  });
});
