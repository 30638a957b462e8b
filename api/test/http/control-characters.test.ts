// A control character (NUL, U+0001-U+001F, U+007F-U+009F) in a text field is refused with a clear
// 400 by the shared schemas (@ciao/contracts), and nothing is stored (docs/security.md).
import type { SessionResponse } from '@ciao/contracts';
import { CONTROL_CHARACTERS_MESSAGE } from '@ciao/contracts';
import {
  jsonOf,
  postJson,
  queryRows,
  register,
  sendJson,
  sessionCookieOf,
  useTestServer,
} from '../support/test-server';

const server = useTestServer({
  env: { TRUST_PROXY: 'loopback', RATE_LIMIT_REGISTER_IP: 'off', RATE_LIMIT_VERIFY_AGE_IP: 'off' },
});

const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\n', '\u001b', '\u007f', '\u0085'];
let accounts = 0;

async function member() {
  accounts += 1;
  const response = await register(
    server,
    { name: 'Clean Name', email: `clean${accounts}@example.com`, password: 'secret1' },
    { ip: `198.51.100.${accounts}` },
  );
  const { user } = await jsonOf<SessionResponse>(response);
  return { id: user.id, cookie: `ciao_session=${sessionCookieOf(response)?.value}` };
}

const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });
const invalid = (field: string) => ({
  status: 400,
  body: { message: 'Invalid request', fields: { [field]: CONTROL_CHARACTERS_MESSAGE } },
});

describe.each(CONTROL_CHARACTERS)('a control character (U+%s) in a text field', (character) => {
  const code = character.codePointAt(0)!.toString(16).padStart(4, '0');

  it(`when it is in a registration's name, e-mail or password (U+${code}), then 400 names the field and no account is made`, async () => {
    const email = `ctl${code}@example.com`;
    const bodies = [
      { field: 'name', body: { name: `Max${character}Power`, email, password: 'secret1' } },
      { field: 'email', body: { name: 'Max Power', email: `ctl${character}${code}@example.com`, password: 'secret1' } },
      { field: 'password', body: { name: 'Max Power', email, password: `secret${character}1` } },
    ];
    for (const { field, body } of bodies)
      expect(await refusal(await register(server, body, { ip: '192.0.2.1' }))).toEqual(invalid(field));
    expect(await queryRows(server, 'SELECT 1 FROM users WHERE email LIKE $1', [`ctl%${code}@example.com`])).toEqual([]);
  });

  it(`when it is in a nickname or a profile image URL (U+${code}), then 400 names the field and the profile is unchanged`, async () => {
    const max = await member();
    const patch = (body: unknown) => sendJson('PATCH', `${server.url}/api/user/profile`, body, { cookie: max.cookie });

    expect(await refusal(await patch({ nickname: `Ma${character}x`, profileImageUrl: '' }))).toEqual(
      invalid('nickname'),
    );
    expect(
      await refusal(await patch({ nickname: 'Max', profileImageUrl: `https://cdn.example.com/m${character}e.png` })),
    ).toEqual(invalid('profileImageUrl'));
    expect(await queryRows(server, 'SELECT nickname, profile_image_url FROM users WHERE id = $1', [max.id])).toEqual([
      { nickname: null, profile_image_url: null },
    ]);
  });

  it(`when it is in a referral code used or chosen (U+${code}), then 400 names the field`, async () => {
    const max = await member();
    expect(
      await refusal(
        await postJson(`${server.url}/api/referral/use-code`, { code: `ABC${character}DEF` }, { cookie: max.cookie }),
      ),
    ).toEqual(invalid('code'));
    expect(
      await refusal(
        await sendJson(
          'PATCH',
          `${server.url}/api/referral/update-code`,
          { code: `ABC${character}DEF` },
          { cookie: max.cookie },
        ),
      ),
    ).toEqual(invalid('code'));
  });
});
