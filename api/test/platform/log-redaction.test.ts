// Logs never hold SQL parameters, password hashes, dates of birth, e-mails or discount-code texts
// (api/README.md, "Behaviour worth knowing"): the logger's own serializer, and the real API's log
// lines captured while PostgreSQL refuses queries that carry such values.
import { Writable } from 'node:stream';
import { QueryTypes } from 'sequelize';
import { connectDatabase } from '../../src/db/database';
import { createLogger, serializeError } from '../../src/logger';
import { shopifySignature, useFakeShopify } from '../support/fake-shopify';
import { ADULT_AGE_CHECK, createTestDatabase, register, testClock, useTestServer } from '../support/test-server';

const CODE = 'CIAO-SECRET-C0DE42';
const DATE_OF_BIRTH = '1987-06-05';
const EMAIL = 'hidden.person@example.com';
const PASSWORD_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0c2FsdA$aGFzaGhhc2hoYXNo';

/** Everything written to a logger made by createLogger, one JSON line each. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'debug' }, stream), lines, text: () => lines.join('\n') };
}

const expectNoSecrets = (text: string, secrets: string[]) => {
  for (const secret of secrets) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
};

describe('the err serializer', () => {
  it('when a Sequelize error sits in a cause chain, then no SQL, parameter, detail or code text survives at any depth', async () => {
    const database = connectDatabase(await createTestDatabase());
    let failure: unknown;
    try {
      // A real PostgreSQL refusal, with bound values: a bad date quoted back in the message, a code text, an e-mail.
      await database.sequelize.query(
        "SELECT $1::text AS code, $2::text AS email, $3::date AS born, $4::date AS bad, 'x'",
        {
          bind: [CODE, EMAIL, DATE_OF_BIRTH, '1987-02-31'],
          type: QueryTypes.SELECT,
        },
      );
    } catch (error) {
      failure = error;
    } finally {
      await database.close();
    }
    expect(failure).toMatchObject({ sql: expect.any(String), parameters: expect.arrayContaining([CODE]) });

    const wrapped = new Error(`could not settle ${CODE}`, { cause: new Error('one level down', { cause: failure }) });
    const serialized = JSON.stringify(serializeError(wrapped));
    expectNoSecrets(serialized, [CODE, EMAIL, DATE_OF_BIRTH, '1987-02-31', 'SELECT $1']);
    expect(serialized).not.toMatch(/"(sql|parameters|detail|original)"/);
    // What helps to debug stays: the types, the messages, the SQLSTATE.
    const chain = serializeError(wrapped) as {
      message: string;
      cause: { cause: { type: string; message: string; parent: { code: string } } };
    };
    expect(chain.message).toBe('could not settle CIAO-[redacted]');
    expect(chain.cause.cause).toMatchObject({
      type: 'DatabaseError',
      message: 'date/time field value out of range: "[redacted]"',
      parent: { code: '22008' },
    });
  });

  it('when an error carries a unique-violation detail, fields, a model instance and nested parents, then none of their values survive', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower_key"'), {
      code: '23505',
      severity: 'ERROR',
      detail: `Key (lower(email))=(${EMAIL}) already exists.`,
      sql: 'INSERT INTO users (email, password_hash, date_of_birth) VALUES ($1, $2, $3)',
      parameters: [EMAIL, PASSWORD_HASH, DATE_OF_BIRTH],
    });
    const sequelizeError = Object.assign(new Error('Validation error'), {
      name: 'SequelizeUniqueConstraintError',
      parent: driver,
      original: driver,
      sql: driver.sql,
      parameters: driver.parameters,
      fields: { email: EMAIL },
      errors: [
        {
          message: 'email must be unique',
          path: 'email',
          value: EMAIL,
          instance: { email: EMAIL, passwordHash: PASSWORD_HASH, dateOfBirth: DATE_OF_BIRTH },
        },
      ],
    });
    const top = new AggregateError([sequelizeError], 'registration failed', { cause: sequelizeError });
    const serialized = JSON.stringify(serializeError(top));
    expectNoSecrets(serialized, [EMAIL, PASSWORD_HASH, DATE_OF_BIRTH, 'INSERT INTO']);
    expect(serialized).toContain('users_email_lower_key');
    expect(serialized).toContain('email must be unique');
  });

  it('when a line carries secret fields, then they are censored; a code text in the message too', () => {
    const { logger, lines } = capturedLogger();
    logger.warn(
      { email: EMAIL, user: { passwordHash: PASSWORD_HASH, dateOfBirth: DATE_OF_BIRTH }, code: CODE, orderId: '42' },
      `order used ${CODE.toLowerCase()}`,
    );
    expectNoSecrets(lines.join('\n'), [EMAIL, PASSWORD_HASH, DATE_OF_BIRTH, CODE]);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      orderId: '42',
      email: '[redacted]',
      msg: 'order used CIAO-[redacted]',
    });
  });
});

describe('the API under failing queries', () => {
  const log = capturedLogger();
  const shopify = useFakeShopify();
  const server = useTestServer({
    logger: log.logger,
    clock: testClock(),
    env: () => ({ RATE_LIMIT_REGISTER_IP: 'off', ...shopify.env }),
  });

  const run = (sql: string) => server.database.sequelize.query(sql);

  function deliverOrder(codeText: string, webhookId: string) {
    const body = JSON.stringify({
      id: 7001,
      admin_graphql_api_id: 'gid://shopify/Order/7001',
      discount_codes: [{ code: codeText }],
    });
    return fetch(`${server.url}/api/shopify/webhooks/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-webhook-id': webhookId,
        'x-shopify-hmac-sha256': shopifySignature(body),
      },
      body,
    });
  }

  it('when an order carries a code that is not ours to use, then the warning names the order, not the code', async () => {
    expect((await deliverOrder(CODE, 'delivery-unknown-code')).status).toBe(200);
    expect(log.text()).toContain('an order carried a store-credit code that is not active');
    expectNoSecrets(log.text(), [CODE]);
  });

  it('when PostgreSQL refuses the webhook query carrying a code text, then the logged error holds neither the SQL nor the code', async () => {
    await run(
      `CREATE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
    );
    await run(
      'CREATE TRIGGER test_refuse BEFORE UPDATE ON store_credit_codes FOR EACH STATEMENT EXECUTE FUNCTION test_refuse()',
    );
    try {
      const before = log.lines.length;
      expect((await deliverOrder(CODE, 'delivery-refused')).status).toBe(500);
      const lines = log.lines.slice(before).join('\n');
      expect(lines).toContain('unexpected error');
      expect(lines).toContain('refused by the test');
      expectNoSecrets(lines, [CODE, 'UPDATE store_credit_codes']);
    } finally {
      await run('DROP TRIGGER test_refuse ON store_credit_codes');
    }
  });

  it('when PostgreSQL refuses a registration, then the logged error holds no e-mail, password hash or date of birth', async () => {
    await run(
      `CREATE FUNCTION test_refuse_user() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'users refused by the test'; END $$`,
    );
    await run(
      'CREATE TRIGGER test_refuse_user BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION test_refuse_user()',
    );
    try {
      const before = log.lines.length;
      const response = await register(server, { name: 'Hidden', email: EMAIL, password: 'secret-password-1' }, {});
      expect(response.status).toBe(500);
      const lines = log.lines.slice(before).join('\n');
      expect(lines).toContain('users refused by the test');
      expectNoSecrets(lines, [EMAIL, '$argon2', 'secret-password-1', ADULT_AGE_CHECK.dateOfBirth, 'INSERT INTO']);
    } finally {
      await run('DROP TRIGGER test_refuse_user ON users');
    }
  });
});
