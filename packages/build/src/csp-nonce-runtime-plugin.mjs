// A Module Federation runtime plugin bundled into every container (the host and each remote), so
// that it runs once in each before any of its modules does. It gives the container's runtime the
// page's CSP nonce: Rspack compiles `__webpack_nonce__` to this container's `__webpack_require__.nc`,
// which the style injectors bundled here read (styled-components, react-style-singleton under the
// Radix primitives) as do the script tags Rspack adds for chunks. The API writes a fresh nonce into
// `<meta property="csp-nonce">` of every page it serves (docs/http-security.md); the browser
// hides the attribute from markup but keeps the element's `nonce` property.

const meta = globalThis.document?.querySelector('meta[property="csp-nonce"]');
// eslint-disable-next-line no-undef -- a free variable Rspack rewrites to __webpack_require__.nc
if (meta?.nonce) __webpack_nonce__ = meta.nonce;

export default function cspNoncePlugin() {
  return { name: 'ciao-csp-nonce' };
}
