import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@ciao/api-client';

/**
 * After a correction the customer page shows it at once (docs/admin.md, "Corrections"): the page
 * and every search result (a status may have changed) are read again.
 */
export const refreshAfterCorrection = (queryClient: QueryClient, customerId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.customer(customerId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.customerSearches() }),
  ]);
