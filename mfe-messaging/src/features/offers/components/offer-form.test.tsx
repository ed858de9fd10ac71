import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import type { OfferTermsInput } from '@bizmarkt/shared/contract';
import { namespaces } from '../../../testing/messaging-fixtures';
import { defaultValues } from '../lib/offer-form';
import { OfferForm } from './offer-form';

function renderForm(initial = defaultValues({ price: 200_000, inventory: null }, new Date(2026, 11, 1))) {
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
      ...defaultValues({ price: 200_000, inventory: null }, new Date(2026, 11, 1)),
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

  it('keeps cash at closing the rest of the price while the price and the other parts change, until cash at closing is edited', async () => {
    const { form, onSubmit } = renderForm();
    const price = within(form).getByRole('spinbutton', { name: 'Price' });
    const cash = within(form).getByRole('spinbutton', { name: 'Cash at closing' });
    expect(cash).toHaveValue('$200,000');
    fireEvent.change(price, { target: { value: '185000' } });
    fireEvent.blur(price);
    await waitFor(() => expect(cash).toHaveValue('$185,000'));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Seller financing' }));
    const financed = within(form).getByRole('spinbutton', { name: 'Financed amount' });
    fireEvent.change(financed, { target: { value: '35000' } });
    fireEvent.blur(financed);
    await waitFor(() => expect(cash).toHaveValue('$150,000'));
    fireEvent.change(cash, { target: { value: '140000' } });
    fireEvent.blur(cash);
    await waitFor(() => expect(cash).toHaveValue('$140,000'));
    fireEvent.change(price, { target: { value: '190000' } });
    fireEvent.blur(price);
    await waitFor(() => expect(price).toHaveValue('$190,000'));
    expect(cash).toHaveValue('$140,000');
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ price: 190_000, cash_at_closing: 140_000, seller_financing: { amount: 35_000 } });
    // Many typed fields: more than Jest's 5 s on a loaded machine.
  }, 20_000);

  it("starts from the listing's inventory term", () => {
    const { form } = renderForm(defaultValues({ price: 200_000, inventory: 'at_cost' }, new Date(2026, 11, 1)));
    const inventory = within(form).getByRole('group', { name: 'Inventory' });
    expect(within(inventory).getByRole('radio', { name: 'At cost, in addition to the price' })).toBeChecked();
    expect(within(inventory).getByRole('radio', { name: 'Included in the price' })).not.toBeChecked();
  });
});
