// The API's messages in the reader's language (docs/front-end.md, "Languages"): the app sends the
// page's language as `Accept-Language`; an Italian or Spanish request gets the catalog's words, an
// English one or one in a language the product does not speak gets the English word for word.
import { signedInAccount, postJson, testClock, useTestServer } from '../support/test-server';

const server = useTestServer({
  clock: testClock(), // a fixed time: a limit's wait is its whole window
  env: { RATE_LIMIT_SIGNIN_IP: 'off', RATE_LIMIT_SIGNIN_ACCOUNT: 'off', RATE_LIMIT_PASSWORD_RESET_ACCOUNT: '1/15m' },
});

const ITALIAN = { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' };
const SPANISH = { 'accept-language': 'es-ES' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };

const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

const wrongPassword = (headers: Record<string, string>) =>
  postJson(`${server.url}/api/auth/signin`, { username: 'ann@example.com', password: 'wrong-one' }, headers);
const malformedJson = (headers: Record<string, string>) =>
  postJson(`${server.url}/api/auth/signin`, '{"username":', headers);

let account: { id: string; cookie: string };
beforeAll(async () => {
  account = await signedInAccount(server, 'ann@example.com');
});

const refusedCode = (headers: Record<string, string>) =>
  postJson(`${server.url}/api/referral/use-code`, { code: 'NOSUCHCODE' }, { ...headers, cookie: account.cookie });

describe.each([
  ['Italian', ITALIAN, 'Credenziali non valide', 'Corpo JSON non valido', 'Codice invito non valido'],
  ['Spanish', SPANISH, 'Credenciales no válidas', 'Cuerpo JSON mal formado', 'Código de invitación no válido'],
  ['English', ENGLISH, 'Invalid credentials', 'Malformed JSON body', 'Invalid referral code'],
  ['German (not spoken: English)', GERMAN, 'Invalid credentials', 'Malformed JSON body', 'Invalid referral code'],
  ['no language (English)', {}, 'Invalid credentials', 'Malformed JSON body', 'Invalid referral code'],
])('a request in %s', (_name, headers, credentials, json, code) => {
  it('when the password is wrong, then the refusal is in its language', async () => {
    expect(await answer(await wrongPassword(headers))).toEqual({ status: 401, body: { message: credentials } });
  });

  it('when the JSON body is malformed, then the refusal is in its language', async () => {
    expect(await answer(await malformedJson(headers))).toEqual({ status: 400, body: { message: json } });
  });

  it('when the referral code is refused, then the refusal is in its language', async () => {
    expect(await answer(await refusedCode(headers))).toEqual({ status: 404, body: { message: code } });
  });
});

describe("a field's message", () => {
  const badSignUp = (headers: Record<string, string>) =>
    postJson(`${server.url}/api/auth/signin`, { username: 'ann@example.com', password: 7, extra: true }, headers);

  it("when a body has a wrong type and an unknown field, then each field's message is in the request's language (zod's own words by its locale)", async () => {
    const italian = await answer(await badSignUp(ITALIAN));
    expect(italian).toEqual({
      status: 400,
      body: {
        message: 'Richiesta non valida',
        fields: { password: expect.stringMatching(/^Input non valido/), extra: 'Campo sconosciuto' },
      },
    });
    const english = await answer(await badSignUp(ENGLISH));
    expect(english.body).toEqual({
      message: 'Invalid request',
      fields: { password: 'Invalid input: expected string, received number', extra: 'Unknown field' },
    });
  });

  it("when a schema's own message refuses a field, then it comes from the API's catalog", async () => {
    const response = await postJson(
      `${server.url}/api/referral/use-code`,
      { code: '' },
      { ...SPANISH, cookie: account.cookie },
    );
    expect(await answer(response)).toEqual({
      status: 400,
      body: { message: 'Solicitud no válida', fields: { code: 'Introduce un código de invitación' } },
    });
  });
});

it('when a route answers 404 for an unknown path, then in the request language', async () => {
  const response = await fetch(`${server.url}/api/no-such-route`, { headers: ITALIAN });
  expect(await answer(response)).toEqual({ status: 404, body: { message: 'Non trovato' } });
});

it("when a route answers with its own words (a reset link's on its way), then in the request's language", async () => {
  const response = await postJson(`${server.url}/api/auth/password-reset`, { email: 'nobody@example.com' }, ITALIAN);
  expect(await answer(response)).toEqual({
    status: 202,
    body: {
      message:
        'Se un account usa questa e-mail, un link per reimpostarne la password è in arrivo. Funziona per 30 minuti.',
    },
  });
});

it('when a limit is reached, then the wait is written in the language, its plural too', async () => {
  const ask = (headers: Record<string, string>) =>
    postJson(`${server.url}/api/auth/password-reset`, { email: 'limited@example.com' }, headers);
  expect((await ask(SPANISH)).status).toBe(202);
  expect(await answer(await ask(SPANISH))).toEqual({
    status: 429,
    body: { message: 'Demasiados intentos. Vuelve a intentarlo en 15 minutos.' },
  });
  expect((await answer(await ask(ITALIAN))).body).toEqual({ message: 'Troppi tentativi. Riprova tra 15 minuti.' });
  expect((await answer(await ask(ENGLISH))).body).toEqual({
    message: 'Too many attempts. Please try again in 15 minutes.',
  });
});
