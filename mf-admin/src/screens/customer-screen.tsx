import { useLocation } from '@ciao/shell/router';
import { useSession } from '@ciao/shell';
import { isApiError, messageOr } from '@ciao/api-client';
import {
  useAdjustCreditsMutation,
  useCancelCodeMutation,
  useChangeRoleMutation,
  useCustomerQuery,
  useReinstateCustomerMutation,
  useRevokeSessionsMutation,
  useSuspendCustomerMutation,
} from '@ciao/api-client/signed-in';
import { CustomerPageView, TEXTS, type CustomerPageState } from '../features/customers/customer-page-view';

/** The customer page: the API's answer, the session's role for the buttons, every correction read again at once. */
export function CustomerScreen() {
  // The route is /admin/customers/:id; the shared router entry leaves out useParams to stay small.
  const customerId = decodeURIComponent(useLocation().pathname.split('/').at(-1) ?? '');
  const { user } = useSession();
  const customer = useCustomerQuery(customerId);
  const adjust = useAdjustCreditsMutation(customerId);
  const cancel = useCancelCodeMutation(customerId);
  const suspend = useSuspendCustomerMutation(customerId);
  const reinstate = useReinstateCustomerMutation(customerId);
  const revoke = useRevokeSessionsMutation(customerId);
  const changeRole = useChangeRoleMutation(customerId);

  let state: CustomerPageState;
  if (customer.data)
    state = {
      status: 'ready',
      customer: customer.data,
      staffRole: user?.role,
      corrections: {
        adjustCredits: adjust.mutateAsync,
        cancelCode: (code, reason) => cancel.mutateAsync({ code, reason }),
        suspend: suspend.mutateAsync,
        reinstate: reinstate.mutateAsync,
        revokeSessions: revoke.mutateAsync,
        changeRole: (role, reason) => changeRole.mutateAsync({ role, reason }),
      },
    };
  else if (customer.isError)
    state = isApiError(customer.error, 403)
      ? { status: 'not-authorised' }
      : {
          status: 'failed',
          message: messageOr(customer.error, TEXTS.failed),
          onRetry: () => void customer.refetch(),
        };
  else state = { status: 'loading' };

  return <CustomerPageView state={state} />;
}

export default CustomerScreen;
