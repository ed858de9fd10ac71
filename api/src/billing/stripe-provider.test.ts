// The Stripe adapter's refund and payment-intent lookup, through the official SDK with its HTTP layer
// replaced at the edge (the fetch it is given): the requests are what Stripe's API receives, the
// answers are shaped as Stripe's. No network.
import Stripe from 'stripe';
import { RefundRefused } from './provider';
import { createStripeProvider } from './stripe-provider';

interface Call {
  method: string;
  url: URL;
  body: URLSearchParams;
  headers: Headers;
}

type Answer = { status?: number; body: unknown };

/** A Stripe SDK whose requests are recorded and answered in turn from `answers`. */
async function stripeServing(answers: Answer[]) {
  const calls: Call[] = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: new URL(String(url)),
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      headers: new Headers(init?.headers),
    });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  }) as typeof fetch;
  const client = new Stripe('sk_test_offline', { httpClient: Stripe.createFetchHttpClient(fetcher), maxNetworkRetries: 0 });
  return { provider: await createStripeProvider({ secretKey: 'sk_test_offline', webhookSecret: 'whsec_x' }, client), calls };
}

function list(data: unknown[]) {
  return { object: 'list', url: '/v1/invoice_payments', has_more: false, data };
}

function invoicePayment(over: Record<string, unknown> = {}) {
  return {
    id: 'inpay_1',
    object: 'invoice_payment',
    amount_paid: 2261,
    amount_requested: 2261,
    currency: 'eur',
    invoice: 'in_1',
    is_default: true,
    status: 'paid',
    payment: { type: 'payment_intent', payment_intent: 'pi_1' },
    ...over,
  };
}

const input = { invoiceId: 'in_1', amount: 1000, idempotencyKey: 'bizmarkt-refund-7', metadata: { invoice_number: '2026-000001', refund_id: '7' } };

describe('createStripeProvider().refund', () => {
  it("finds the invoice's paid payment intent and refunds it with refunds.create, once per idempotency key", async () => {
    const { provider, calls } = await stripeServing([
      { body: list([invoicePayment()]) },
      { body: { id: 're_1', object: 'refund', status: 'succeeded', amount: 1000 } },
    ]);
    await expect(provider.refund(input)).resolves.toEqual({ id: 're_1', status: 'succeeded' });

    expect(calls).toHaveLength(2);
    const [lookup, create] = calls;
    expect(lookup!.method).toBe('GET');
    expect(lookup!.url.pathname).toBe('/v1/invoice_payments');
    expect(lookup!.url.searchParams.get('invoice')).toBe('in_1');
    expect(lookup!.url.searchParams.get('status')).toBe('paid');

    expect(create!.method).toBe('POST');
    expect(create!.url.pathname).toBe('/v1/refunds');
    expect(Object.fromEntries(create!.body)).toEqual({
      payment_intent: 'pi_1',
      amount: '1000',
      reason: 'requested_by_customer',
      'metadata[invoice_number]': '2026-000001',
      'metadata[refund_id]': '7',
    });
    expect(create!.headers.get('idempotency-key')).toBe('bizmarkt-refund-7');
    expect(create!.headers.get('authorization')).toBe('Bearer sk_test_offline');
  });

  it('refunds the charge of an old invoice paid by a bare charge', async () => {
    const { provider, calls } = await stripeServing([
      { body: list([invoicePayment({ payment: { type: 'charge', charge: 'ch_9' } })]) },
      { body: { id: 're_2', object: 'refund', status: 'pending' } },
    ]);
    await expect(provider.refund(input)).resolves.toEqual({ id: 're_2', status: 'pending' });
    expect(calls[1]!.body.get('charge')).toBe('ch_9');
    expect(calls[1]!.body.has('payment_intent')).toBe(false);
  });

  it('is a RefundRefused when Stripe says no (nothing refunded), or the invoice has no paid payment', async () => {
    const refused = await stripeServing([
      { body: list([invoicePayment()]) },
      { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge ch_1 has already been refunded.' } } },
    ]);
    await expect(refused.provider.refund(input)).rejects.toThrow(RefundRefused);

    const unpaid = await stripeServing([{ body: list([]) }]);
    await expect(unpaid.provider.refund(input)).rejects.toThrow(RefundRefused);
    expect(unpaid.calls).toHaveLength(1);
  });

  it('is not a refusal when Stripe fails on its side: the outcome is unknown', async () => {
    const { provider } = await stripeServing([
      { body: list([invoicePayment()]) },
      { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong.' } } },
    ]);
    const error = await provider.refund(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RefundRefused);
  });
});

describe('createStripeProvider().invoiceOfPaymentIntent', () => {
  it('asks the invoice payments by payment intent and answers the invoice id', async () => {
    const { provider, calls } = await stripeServing([{ body: list([invoicePayment({ invoice: 'in_42' })]) }]);
    await expect(provider.invoiceOfPaymentIntent('pi_1')).resolves.toBe('in_42');
    expect(calls[0]!.url.pathname).toBe('/v1/invoice_payments');
    expect(calls[0]!.url.searchParams.get('payment[type]')).toBe('payment_intent');
    expect(calls[0]!.url.searchParams.get('payment[payment_intent]')).toBe('pi_1');
  });

  it('answers null for a payment that paid no invoice', async () => {
    const { provider } = await stripeServing([{ body: list([]) }]);
    await expect(provider.invoiceOfPaymentIntent('pi_other')).resolves.toBeNull();
  });
});
