// A local stand-in for Sentry's ingest, for the error-reporting tests of the API and the host:
// receives envelopes on POST /api/<project>/envelope/ (newline-separated JSON: the envelope
// header, then item header and payload pairs) and keeps the events. `dsn` points an SDK at it.
const http = require('node:http');
const { gunzipSync } = require('node:zlib');

async function startFakeSentry() {
  const events = [];
  const paths = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      paths.push(req.url ?? '');
      const raw = Buffer.concat(chunks);
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      const [, ...items] = text.split('\n').filter(Boolean);
      for (let i = 0; i + 1 < items.length; i += 2) {
        if (JSON.parse(items[i]).type === 'event') events.push(JSON.parse(items[i + 1]));
      }
      // Browsers post envelopes cross-origin.
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    events,
    paths,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

module.exports = { startFakeSentry };
