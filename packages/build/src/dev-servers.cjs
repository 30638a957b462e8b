// Where each front-end and the API run in development: the one place that names the dev ports
// (docs/architecture.md, Ports and URLs). The federation map and the API's CORS defaults read it.

/** Remote containers, in the order the host registers them. */
const REMOTES = [
  { name: 'mf_dashboard', folder: 'mf-dashboard', port: 3001 },
  { name: 'mf_referral', folder: 'mf-referral', port: 3002 },
  { name: 'mf_store_credit', folder: 'mf-store-credit', port: 3003 },
  { name: 'mf_account', folder: 'mf-account', port: 3004 },
  { name: 'mf_admin', folder: 'mf-admin', port: 3005 },
];

const HOST = { name: 'ciao_host', folder: 'host', port: 3000 };

const API_DEV_ORIGIN = 'http://localhost:8080';

/** The origins of the host's and the remotes' dev servers, host first. */
const FRONT_END_DEV_ORIGINS = [HOST, ...REMOTES].map((app) => `http://localhost:${app.port}`);

module.exports = { REMOTES, HOST, API_DEV_ORIGIN, FRONT_END_DEV_ORIGINS };
