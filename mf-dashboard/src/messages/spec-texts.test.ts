// The dashboard's English messages that the spec quotes, and that other parts read from
// @ciao/contracts and @ciao/api-client, are the same texts (one spec, one wording).
import { MINING_MESSAGES } from '@ciao/contracts/web';
import { USER_NOT_AUTHENTICATED } from '@ciao/api-client/signed-in';
import en from './en.json';

it('says what the spec says where the shared packages quote it too', () => {
  expect({
    overLimit: en['start.overLimit'],
    overLimitDescription: en['start.overLimitDescription'],
    alreadyActive: en['start.alreadyActive'],
    notAuthenticated: en['start.notAuthenticated'],
  }).toEqual({
    overLimit: MINING_MESSAGES.overLimitTitle,
    overLimitDescription: MINING_MESSAGES.overLimitDescription,
    alreadyActive: MINING_MESSAGES.alreadyActive,
    notAuthenticated: USER_NOT_AUTHENTICATED,
  });
});
