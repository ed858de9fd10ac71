import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import type { OfferTermsInput } from '@bizmarkt/shared/contract';
import { namespaces } from '../../../testing/messaging-fixtures';
import { defaultValues } from '../lib/offer-form';
import { OfferForm } from './offer-form';

function renderForm(initial = defaultValues(200_000, new Date(2026, 11, 1))) {
  const onSubmit = jest.fn((terms: OfferTermsInput) => Promise.resolve(terms));
  renderWithProviders(<OfferForm initial={initial} title="Your offer" submitLabel="Send offer" onSubmit={onSubmit} onCancel={() => undefined} />, {
    namespaces,
  });
  return { form: screen.getByRole('form', { name: 'Your offer' }), onSubmit };
}

describe('OfferForm: the optional parts of the payment and the choices', () => {
  it('shows seller financing’s fields in their own group only while it is ticked', () => {
    const { form } = renderForm();
    expect(within(form).queryByRole('group', { name: 'Seller financing' })).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Seller financing' }));
    const group = within(form).getByRole('group', { name: 'Seller financing' });
    expect(within(group).getByLabelText('Financed amount')).toBeInTheDocument();
    expect(within(group).getByLabelText('Term (months)')).toBeInTheDocument();
    expect(within(group).getByLabelText('Interest per year (%)')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Seller financing' }));
    expect(within(form).queryByLabelText('Financed amount')).not.toBeInTheDocument();
  });

  it('shows the deferred payment’s kind, amount, condition and period under the legend "Kind" while ticked', () => {
    const { form } = renderForm();
    expect(within(form).queryByRole('group', { name: 'Kind' })).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Earn-out or holdback in escrow' }));
    const group = within(form).getByRole('group', { name: 'Kind' });
    expect(within(group).getByRole('radio', { name: 'Earn-out' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: 'Holdback in escrow' }));
    expect(within(group).getByRole('radio', { name: 'Holdback in escrow' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Earn-out' })).not.toBeChecked();
    expect(within(group).getByLabelText('Deferred amount')).toBeInTheDocument();
    expect(within(group).getByLabelText('Period (months)')).toBeInTheDocument();
    fireEvent.change(within(group).getByLabelText('Condition'), { target: { value: 'Revenue holds' } });
    expect(within(group).getByLabelText('Condition')).toHaveValue('Revenue holds');
  });

  it('sends what was chosen: financing, the deferred payment’s kind and condition, the inventory', async () => {
    const initial = {
      ...defaultValues(200_000, new Date(2026, 11, 1)),
      financing: true,
      financingAmount: 30_000,
      financingMonths: 24,
      financingInterest: 5.5,
      deferred: true,
      deferredAmount: 20_000,
      deferredMonths: 12,
    };
    const { form, onSubmit } = renderForm(initial);
    fireEvent.click(within(form).getByRole('radio', { name: 'Holdback in escrow' }));
    fireEvent.change(within(form).getByLabelText('Condition'), { target: { value: 'Revenue holds' } });
    const inventory = within(form).getByRole('group', { name: 'Inventory' });
    fireEvent.click(within(inventory).getByRole('radio', { name: 'At cost, in addition to the price' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      seller_financing: { amount: 30_000, term_months: 24, interest_percent: 5.5 },
      deferred: { kind: 'holdback', amount: 20_000, condition: 'Revenue holds', period_months: 12 },
      inventory: 'at_cost',
    });
  });
});
