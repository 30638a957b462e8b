// jsdom without fetch is not a browser: hand it Node's fetch (undici) and the classes it checks
// its arguments against, so front-end tests call a real local HTTP server instead of a mock.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    // A browser's crypto.subtle (the registration challenge's solver): jsdom's crypto has none.
    Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
    // Node's fetch, but a JSON body is parsed by the page's JSON. A browser has one realm; parsed
    // into Node's objects, a body is not plain to the page's code (React Query's structural sharing
    // then copies an unchanged answer, and its screen renders again).
    const pageJson = this.global.JSON;
    this.global.fetch = async (...args) => {
      const response = await globalThis.fetch(...args);
      response.json = async () => pageJson.parse(await response.text());
      return response;
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
