import { useEffect } from 'react';
import { useQueryClient } from '@bizmarkt/shared/query';
import { refreshCurrentUser, sessionStatus, useSession } from '@bizmarkt/shared';
import { ProWelcome } from './pro-welcome';

/**
 * `/payment-success` (public): reached from /payment-in-progress once the payment landed, or from the
 * provider. The user is read afresh so the header and the PRO rights follow at once.
 */
export default function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const loggedIn = useSession(sessionStatus) === 'user';
  useEffect(() => {
    if (loggedIn) void refreshCurrentUser(queryClient).catch(() => undefined);
  }, [loggedIn, queryClient]);
  return <ProWelcome />;
}
