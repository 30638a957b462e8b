import type { AuditEntry, CustomerPage, CustomerSummary } from '@ciao/contracts';

export const CUSTOMER_ID = '3f2b8c1e-5d4a-4e7b-9c6d-1a2b3c4d5e6f';
const SUPPORT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const INVITEE_ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** A customer as the search lists it. */
function aCustomerSummary(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    id: CUSTOMER_ID,
    email: 'ada.lovelace@example.com',
    name: 'Ada Lovelace',
    referralCode: 'ADA12345',
    role: 'user',
    status: 'active',
    createdAt: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}

/** `count` customers, newest first, one suspended and one erased. */
export function someCustomers(count: number): CustomerSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `${CUSTOMER_ID.slice(0, -2)}${String(i).padStart(2, '0')}`;
    if (i === 2) return aCustomerSummary({ id, email: null, name: null, referralCode: null, status: 'deleted' });
    return aCustomerSummary({
      id,
      email: `member${i}.with-a-rather-long-address@example.com`,
      name: `Member ${i}`,
      referralCode: `MEMB${String(i).padStart(4, '0')}`,
      status: i === 1 ? 'suspended' : 'active',
      createdAt: new Date(Date.parse('2026-01-10T09:30:00Z') - i * 3_600_000).toISOString(),
    });
  });
}

/** An audit entry about the customer, by support. */
function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '41',
    createdAt: '2026-01-14T11:00:00.000Z',
    actorId: SUPPORT_ID,
    actorEmail: 'support@example.com',
    actorRole: 'support',
    action: 'credits.adjusted',
    customerId: CUSTOMER_ID,
    customerEmail: 'ada.lovelace@example.com',
    code: null,
    before: { pendingCiao: '1000' },
    after: { pendingCiao: '2500', amountCiao: '1500', note: 'Sorry for the outage' },
    reason: 'Outage on 13 January, ticket 812',
    ...overrides,
  };
}

/** A few entries of every kind of subject: a correction, an export (no customer), the command line. */
export function someAuditEntries(): AuditEntry[] {
  return [
    anAuditEntry(),
    anAuditEntry({
      id: '40',
      action: 'code.cancelled',
      code: 'CIAO-7Q2M-XK4P',
      before: { status: 'active' },
      after: { status: 'cancelled', refundedCiao: '5000' },
    }),
    anAuditEntry({
      id: '39',
      action: 'voucher-log.exported',
      customerId: null,
      customerEmail: null,
      before: null,
      after: { filter: {} },
      reason: null,
    }),
    anAuditEntry({
      id: '38',
      actorId: null,
      actorEmail: null,
      actorRole: null,
      action: 'role.changed',
      before: { role: 'user' },
      after: { role: 'support' },
      reason: null,
    }),
  ];
}

/** The customer page of an active customer with some of everything; `status` makes it suspended or erased. */
export function aCustomerPage(overrides: Partial<CustomerPage> = {}): CustomerPage {
  return {
    ...aCustomerSummary(),
    nickname: 'ada',
    country: 'GB',
    ageVerifiedAt: '2026-01-10T09:35:00.000Z',
    balance: { pendingCiao: '2500', totalEarnedCiao: '12500.5', totalClaimedCiao: '10000' },
    codes: [
      {
        code: 'CIAO-3H8R-LT6W',
        status: 'active',
        amountUsd: '5.00',
        amountCiao: '5000',
        generatedAt: '2026-01-13T10:00:00.000Z',
        expiresAt: '2026-02-12T10:00:00.000Z',
        usedAt: null,
        orderId: null,
      },
      {
        code: 'CIAO-7Q2M-XK4P',
        status: 'used',
        amountUsd: '5.00',
        amountCiao: '5000',
        generatedAt: '2026-01-11T10:00:00.000Z',
        expiresAt: '2026-02-10T10:00:00.000Z',
        usedAt: '2026-01-12T15:20:00.000Z',
        orderId: '#1042',
      },
    ],
    activity: [
      {
        id: '910',
        kind: 'adjustment',
        amountCiao: '1500',
        amountUsd: '1.50',
        createdAt: '2026-01-14T11:00:00.000Z',
        contract: null,
        code: null,
        note: 'Sorry for the outage',
      },
      {
        id: '905',
        kind: 'mining_reward',
        amountCiao: '61764.71',
        amountUsd: '0.0042',
        createdAt: '2026-01-13T08:00:00.000Z',
        contract: { id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', duration: 9 },
        code: null,
        note: null,
      },
    ],
    contracts: [
      {
        id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        status: 'completed',
        startTime: '2026-01-12T23:00:00.000Z',
        duration: 9,
        expectedReward: '61764.71',
        actualReward: '61764.71',
      },
    ],
    referrer: null,
    invitees: [
      {
        id: INVITEE_ID,
        email: 'grace@example.com',
        status: 'active',
        invitedAt: '2026-01-12T10:00:00.000Z',
        rewardedAt: null,
      },
    ],
    signedInDevices: 2,
    auditEntries: [anAuditEntry()],
    ...overrides,
  };
}

export const aSuspendedCustomerPage = () => aCustomerPage({ status: 'suspended', signedInDevices: 0 });

/** An erased account: no e-mail, name or country; its codes cancelled, its history kept. */
export const aDeletedCustomerPage = () =>
  aCustomerPage({
    status: 'deleted',
    email: null,
    name: null,
    nickname: null,
    country: null,
    referralCode: null,
    signedInDevices: 0,
  });
