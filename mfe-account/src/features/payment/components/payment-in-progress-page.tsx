import { useEffect } from 'react';
import { useLocation, useNavigate } from '@bizmarkt/shared/router';
import { usePaths } from '@bizmarkt/shared/routing';
import { useCheckoutOutcome } from '../hooks/use-checkout-outcome';
import { CheckoutOutcomeView } from './checkout-outcome-view';

/**
 * `/payment-in-progress?checkout_id=` (login): a payment that confirms later (or was declined). Polls
 * until it lands, then goes to `/payment-success`; a failure is shown here.
 */
export default function PaymentInProgressPage() {
  const outcome = useCheckoutOutcome();
  const navigate = useNavigate();
  const paths = usePaths();
  const { search } = useLocation();
  const paid = outcome.kind === 'paid';
  useEffect(() => {
    if (paid) navigate(`${paths.paymentSuccess()}${search}`, { replace: true });
  }, [paid, navigate, paths, search]);
  return paid ? null : <CheckoutOutcomeView outcome={outcome} />;
}
