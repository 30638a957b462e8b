import { Router } from 'express';
import type { Request, Response } from 'express';
import { customerSearchPageSchema, customerSearchQuerySchema } from '@ciao/contracts';
import type { CustomerSearchPage, CustomerSummary } from '@ciao/contracts';
import { ADMIN_PATH, requireRight } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { timeAndIdCursor } from '../../http/keyset-cursor';
import { parseInput } from '../../validation';
import { statusOf } from './customers';
import type { Customer, Customers } from './customers';

const toCustomerSummary = (customer: Customer): CustomerSummary => ({
  id: customer.id,
  email: customer.email,
  name: customer.name,
  referralCode: customer.referralCode,
  role: customer.role,
  status: statusOf(customer),
  createdAt: customer.createdAt.toISOString(),
});

export const customersApi = describeRoutes(ADMIN_PATH, 'Admin', {
  'GET /users': {
    summary: 'Find customers',
    description:
      'By part of the e-mail or the name (any case; `%` and `_` are literal), or by the whole account id, store-credit code or referral code; deleted accounts included (by id). Newest accounts first.',
    access: 'admin',
    query: customerSearchQuerySchema,
    answers: { 200: { description: 'One page; pass `nextCursor` back as `cursor` (null on the last page)', schema: customerSearchPageSchema } },
  },
});

/** The support desk's customer routes; app.ts mounts requireAdmin in front of every /api/admin path. */
export function customersRoutes({ customers }: { customers: Customers }): Router {
  async function findCustomers(req: Request, res: Response) {
    const { query, limit, cursor } = parseInput(customerSearchQuerySchema, req.query);
    const key = cursor === undefined ? undefined : timeAndIdCursor.decode(cursor);
    const page = await customers.search(query, { limit, after: key && { createdAt: key.startTime, id: key.id } });
    res.json({
      customers: page.customers.map(toCustomerSummary),
      nextCursor: page.next === null ? null : timeAndIdCursor.encode({ startTime: page.next.createdAt, id: page.next.id }),
    } satisfies CustomerSearchPage);
  }

  const router = Router();
  router.get('/users', requireRight, findCustomers);
  return router;
}
