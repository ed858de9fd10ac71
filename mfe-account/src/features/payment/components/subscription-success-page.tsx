import { useCheckoutOutcome } from '../hooks/use-checkout-outcome';
import { CheckoutOutcomeView } from './checkout-outcome-view';
import { ProWelcome } from './pro-welcome';

/** `/subscription/success?checkout_id=`: back from a paid checkout; PRO shows once the webhook has landed. */
export default function SubscriptionSuccessPage() {
  const outcome = useCheckoutOutcome();
  return outcome.kind === 'paid' ? <ProWelcome /> : <CheckoutOutcomeView outcome={outcome} />;
}
