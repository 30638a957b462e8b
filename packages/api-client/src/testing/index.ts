import { startTestApi, type Route, type TestApi } from '@ciao/build/jest/test-api-server.cjs';
import { configureApiClient } from '../api-request';

export type { RecordedRequest, Reply, Route, TestApi } from '@ciao/build/jest/test-api-server.cjs';
export {
  decodeRegistrationChallenge,
  registrationChallenge,
  registrationChallengeSolution,
} from '../registration-challenge.fixture';

/**
 * The API of a test file: a local HTTP server (startTestApi) answering `routes`, started before the
 * file's tests with the client pointed at it, its recorded requests cleared before each test, closed
 * after the last. Call it once at the top of the file (or of a describe block).
 */
export function useTestApi(routes?: Record<string, Route>): TestApi {
  let server: TestApi | undefined;
  const started = () => {
    if (!server) throw new Error('The test API starts in beforeAll: use it from a test or a hook.');
    return server;
  };

  beforeAll(async () => {
    server = await startTestApi(routes);
    configureApiClient({ baseUrl: server.url });
  });
  beforeEach(() => {
    started().requests.length = 0;
  });
  afterAll(() => server?.close());

  return {
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
    route: (key, reply) => started().route(key, reply),
    close: () => started().close(),
  };
}
