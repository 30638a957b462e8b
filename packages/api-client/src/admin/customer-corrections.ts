import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@ciao/api-client';

/**
 * After a correction the customer page shows it at once (docs/admin.md, "Corrections"): the page,
 * every search result (a status may have changed) and the audit log (a new entry) are read again.
 */
export const refreshAfterCorrection = (queryClient: QueryClient, customerId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.customer(customerId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.customerSearches() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.auditLogs() }),
  ]);
