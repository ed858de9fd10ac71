import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { DUE_DILIGENCE_ITEMS, type ChecklistItem, type ChecklistResponse, type Dialog } from '@bizmarkt/shared/contract';
import { buyer, makeDialog, namespaces, seller } from '../../../testing/messaging-fixtures';
import { ChecklistSection } from './checklist-section';

function checklist(changes: Partial<Record<(typeof DUE_DILIGENCE_ITEMS)[number], Partial<ChecklistItem>>> = {}): ChecklistResponse {
  const items = DUE_DILIGENCE_ITEMS.map((item) => ({
    item,
    state: 'open' as const,
    request_note: null,
    answer_note: null,
    requested_at: null,
    answered_at: null,
    verified_at: null,
    ...changes[item],
  }));
  return { items, verified: items.filter((item) => item.state === 'verified').length, total: items.length };
}

function renderChecklist(dialog: Dialog, locale: 'en' | 'de' = 'en') {
  return renderWithProviders(<ChecklistSection dialog={dialog} />, { namespaces, user: dialog.is_seller ? seller : buyer, locale });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});

it('shows the buyer the eleven items and the progress; requests, verifies', async () => {
  sessionStore.getState().setUser(buyer);
  const { fetchMock, calls } = createFetchMock({
    'GET /api/dialogs/70/checklist': [200, checklist({ domain: { state: 'verified' }, revenue: { state: 'answered', answer_note: 'P&L in the chat.' } })],
    'POST /api/dialogs/70/checklist/analytics': [200, checklist().items[1]],
    'POST /api/dialogs/70/checklist/revenue': [200, checklist().items[2]],
  });
  global.fetch = fetchMock;
  renderChecklist(makeDialog());
  expect(await screen.findByText('1 of 11 verified')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: '1 of 11 verified' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(11);
  expect(screen.getByText('Answer: P&L in the chat.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Request: Analytics' }));
  await waitFor(() => expect(calls.some((call) => call.url.endsWith('/checklist/analytics'))).toBe(true));
  expect(JSON.parse(String(calls.find((call) => call.url.endsWith('/checklist/analytics'))!.body))).toEqual({ action: 'request', note: '' });
  fireEvent.click(screen.getByRole('button', { name: 'Mark verified: Revenue' }));
  await waitFor(() => expect(calls.some((call) => call.url.endsWith('/checklist/revenue'))).toBe(true));
  expect(JSON.parse(String(calls.find((call) => call.url.endsWith('/checklist/revenue'))!.body))).toEqual({ action: 'verify', note: '' });
  // The buyer has nothing to answer.
  expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
});

it('lets the seller answer a requested item with a note, and shows a 422 under it (German)', async () => {
  sessionStore.getState().setUser(seller);
  const { fetchMock, calls } = createFetchMock({
    'GET /api/dialogs/70/checklist': [200, checklist({ domain: { state: 'requested', request_note: 'Transfer code?' } })],
    'POST /api/dialogs/70/checklist/domain': [422, { message: 'Ungültig', errors: { note: ['Bitte schreiben Sie eine Antwort.'] } }],
  });
  global.fetch = fetchMock;
  renderChecklist(makeDialog({ is_seller: true }), 'de');
  expect(await screen.findByText('0 von 11 geprüft')).toBeInTheDocument();
  const item = screen.getByText('Anfrage: Transfer code?').closest('li')!;
  fireEvent.change(within(item).getByLabelText('Ihre Antwort zu Domain'), { target: { value: '' } });
  fireEvent.click(within(item).getByRole('button', { name: 'Antworten' }));
  expect(await within(item).findByText('Bitte schreiben Sie eine Antwort.')).toBeInTheDocument();
  fireEvent.change(within(item).getByLabelText('Ihre Antwort zu Domain'), { target: { value: 'Bei Namecheap.' } });
  fireEvent.click(within(item).getByRole('button', { name: 'Antworten' }));
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
  expect(JSON.parse(String(calls.filter((call) => call.method === 'POST')[1]!.body))).toEqual({ action: 'answer', note: 'Bei Namecheap.' });
  expect(screen.queryByRole('button', { name: /^Anfragen/ })).not.toBeInTheDocument();
});
