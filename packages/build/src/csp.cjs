// The host page's CSP nonce. The API writes each page's nonce where CSP_NONCE_PLACEHOLDER stands
// (api/src/http/security-headers.ts): production host pages carry it in the splash `<style>` and in
// `<meta property="csp-nonce">`, which styled-components and CSP_NONCE_RUNTIME_PLUGIN read.
// Development pages have no CSP.

const CSP_NONCE_PLACEHOLDER = 'CIAO_CSP_NONCE';

/** Bundled into every container: hands the page's nonce to the tags its runtime adds. */
const CSP_NONCE_RUNTIME_PLUGIN = require.resolve('./csp-nonce-runtime-plugin.mjs');

/** ` nonce="…"` for a tag of a page that has a CSP, nothing otherwise. */
const nonceAttribute = (withNonce) => (withNonce ? ` nonce="${CSP_NONCE_PLACEHOLDER}"` : '');

module.exports = { CSP_NONCE_PLACEHOLDER, CSP_NONCE_RUNTIME_PLUGIN, nonceAttribute };
