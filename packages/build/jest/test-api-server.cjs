// A real HTTP server for front-end tests: routes answer canned JSON, every request is recorded.
const http = require('node:http');

/**
 * @param {Record<string, import('./test-api-server.cjs').Route>} routes keyed 'METHOD /path'
 */
async function startTestApi(routes = {}) {
  const table = new Map(Object.entries(routes));
  const requests = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      const url = new URL(req.url, 'http://test');
      const key = `${req.method} ${url.pathname}`;
      let body;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const recorded = { method: req.method, path: url.pathname, query: url.search, headers: req.headers, body, raw };
      requests.push(recorded);
      const route = table.get(key);
      const reply = typeof route === 'function' ? await route(recorded) : route;
      const { status = 200, json, text, headers = {} } = reply ?? { status: 404, json: { message: 'Not found' } };
      if (json !== undefined) {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(JSON.stringify(json));
      } else {
        res.writeHead(status, headers);
        res.end(text ?? '');
      }
    });
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Replace or add a route while the test runs. */
    route(key, reply) {
      table.set(key, reply);
    },
    close() {
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

module.exports = { startTestApi };
