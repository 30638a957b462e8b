import type { CustomerStatus, Role } from '@ciao/contracts';
import { keysetPage } from '../../db/keyset-page';

/** An account as the support desk reads it; `email` and `name` are null once erased. */
export type Customer = {
  id: string;
  email: string | null;
  name: string | null;
  referralCode: string | null;
  role: Role;
  createdAt: Date;
  deletedAt: Date | null;
};

/** Where a customer page continues: the last account's creation time and id. */
export type CustomerKey = { createdAt: Date; id: string };

/** What the support desk asks the users component. */
export type CustomerDirectory = {
  search(match: { part: string; referralCode: string; ids: string[] }, after: CustomerKey | undefined, limit: number): Promise<Customer[]>;
};

/** What it asks the store-credit component: whose code this is. */
export type CodeOwners = { ownerOf(codeText: string): Promise<string | null> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const statusOf = (customer: Customer): CustomerStatus => (customer.deletedAt === null ? 'active' : 'deleted');

export type Customers = ReturnType<typeof createCustomers>;

/** The support desk's customer lookup (docs/admin.md, "Finding a customer"). */
export function createCustomers({ directory, codeOwners }: { directory: CustomerDirectory; codeOwners: CodeOwners }) {
  return {
    /**
     * Every account the text may mean, newest first: part of its e-mail or name, or the whole of
     * its id, referral code or one of its store-credit codes.
     */
    async search(text: string, { limit, after }: { limit: number; after?: CustomerKey | undefined }) {
      const codeOwner = await codeOwners.ownerOf(text);
      const ids = [...(UUID.test(text) ? [text.toLowerCase()] : []), ...(codeOwner === null ? [] : [codeOwner])];
      const found = await directory.search({ part: text, referralCode: text, ids }, after, limit + 1);
      const { rows, next } = keysetPage(found, limit, (customer): CustomerKey => ({ createdAt: customer.createdAt, id: customer.id }));
      return { customers: rows, next };
    },
  };
}
