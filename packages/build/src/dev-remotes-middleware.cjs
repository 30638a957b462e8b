// The host's dev server: /remotes.json points the host at each remote's dev server.
const { developmentRemotesDocument } = require('./federation.cjs');

/** devServer.setupMiddlewares of the host. */
function serveDevRemotesDocument(middlewares) {
  middlewares.unshift({
    name: 'ciao-dev-remotes-document',
    path: '/remotes.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(developmentRemotesDocument()));
    },
  });
  return middlewares;
}

module.exports = { serveDevRemotesDocument };
