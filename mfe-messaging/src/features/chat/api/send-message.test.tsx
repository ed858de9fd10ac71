import { useEffect } from 'react';
import { waitFor } from '@testing-library/react';
import { configureApiClient, sessionStore, toastStore, type ToastMessage } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { buyer, namespaces } from '../../../testing/messaging-fixtures';
import { useSendMessage } from './send-message';

function Sender() {
  const send = useSendMessage({ businessId: 40, opponentId: null });
  useEffect(() => send.mutate({ kind: 'text', text: 'Hallo' }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

async function toastFor(status: number, body: unknown): Promise<ToastMessage> {
  global.fetch = createFetchMock({ 'POST /api/messages': [status, body] }).fetchMock;
  const shown: ToastMessage[] = [];
  toastStore.getState().register((message) => shown.push(message));
  renderWithProviders(<Sender />, { namespaces, user: buyer, locale: 'de' });
  await waitFor(() => expect(shown).toHaveLength(1));
  return shown[0]!;
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(buyer);
});

describe('the toasts of a refused message, on a German page', () => {
  it('403: the PRO line in German', async () => {
    const toast = await toastFor(403, { message: 'PRO subscription required' });
    expect(toast.detail).toBe('PRO-Abonnement erforderlich');
  });

  it('429: the wait line in German', async () => {
    const toast = await toastFor(429, { message: 'Please wait before sending more messages.' });
    expect(toast.detail).toBe('Bitte warten Sie, bevor Sie weitere Nachrichten senden.');
  });
});
