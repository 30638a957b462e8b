import { createCustomers } from './customers';
import type { CustomersDeps } from './customers';
import { customersRoutes } from './customers-routes';

/** The support desk's customers: no table of their own; the users, store-credit, rewards, auth and audit components are asked. */
export function createCustomersComponent(deps: CustomersDeps) {
  const customers = createCustomers(deps);
  return { customers, routes: customersRoutes({ customers }) };
}
