import { createCustomers } from './customers';
import type { CodeOwners, CustomerDirectory } from './customers';
import { customersRoutes } from './customers-routes';

/** The support desk's customer lookup: no table of its own; it asks the users and store-credit components. */
export function createCustomersComponent(deps: { directory: CustomerDirectory; codeOwners: CodeOwners }) {
  return { routes: customersRoutes({ customers: createCustomers(deps) }) };
}
