// jsdom without fetch is not a browser: hand it Node's fetch (undici) and the classes it checks
// its arguments against, so front-end tests call a real local HTTP server instead of a mock.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
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
    // A browser has one realm; here Node's fetch would parse a JSON body into Node's objects, which
    // the page's code does not take for plain ones (React Query's structural sharing then copies
    // an unchanged answer, and its screen renders again). Bodies are parsed by the page's JSON.
    const pageJson = this.global.JSON;
    this.global.fetch = async (...args) => {
      const response = await globalThis.fetch(...args);
      response.json = async () => pageJson.parse(await response.text());
      return response;
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
