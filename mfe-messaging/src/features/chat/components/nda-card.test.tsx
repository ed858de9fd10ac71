import { screen } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { buyer, makeMessage, namespaces } from '../../../testing/messaging-fixtures';
import { NdaCard } from './nda-card';

function show(message: ReturnType<typeof makeMessage>, mine: boolean) {
  global.fetch = createFetchMock({ 'GET /api/dialogs/70/nda-records': [200, { data: [] }] }).fetchMock;
  renderWithProviders(
    <ul>
      <NdaCard message={message} mine={mine} dialogId={70} isSeller={false} requesterName="Bea Buyer" />
    </ul>,
    { namespaces, user: buyer, locale: 'de' },
  );
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  sessionStore.getState().setUser(buyer);
});

describe('the NDA cards on a German page', () => {
  it("the requester's own request card speaks to them: 'Sie haben Zugang … angefragt'", () => {
    show(makeMessage({ type: 'nda_request', message: 'Bitte' }), true);
    expect(screen.getByRole('listitem')).toHaveTextContent('Sie haben Zugang zu den Details dieses Inserats angefragt.');
    expect(screen.getByRole('listitem')).not.toHaveTextContent('Sie hat');
  });

  it('the decision is drawn from its type in the reader’s language, not the text the seller stored in English', () => {
    show(makeMessage({ type: 'nda_request_decision_positive', message: 'The request to view the details of this listing was accepted.' }), false);
    expect(screen.getByText('Die Anfrage zur Einsicht in das Inserat wurde angenommen.')).toBeInTheDocument();
    expect(screen.queryByText(/was accepted/)).toBeNull();
  });

  it('a decline likewise', () => {
    show(makeMessage({ type: 'nda_request_decision_negative', message: 'The request to view the details of this listing was rejected.' }), false);
    expect(screen.getByText('Die Anfrage zur Einsicht in das Inserat wurde abgelehnt.')).toBeInTheDocument();
  });
});
