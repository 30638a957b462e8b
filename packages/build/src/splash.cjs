// The host page's own first paint, before any script has run: the brand and 'Loading...', as the
// shell's FullScreenSpinner shows them. React replaces it on its first render. On a slow phone
// network the scripts take seconds; the visitor sees the app, not a blank page.
const { colors } = require('./brand.cjs');
const { nonceAttribute } = require('./csp.cjs');

/** The splash's `<style>`; on production pages it carries the CSP nonce. */
const splashStyle = (withNonce) => `<style${nonceAttribute(withNonce)}>
      .splash { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1rem; padding: 1.5rem; background: ${colors.background}; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif; text-align: center; }
      .splash p { margin: 0; }
      .splash-brand { color: ${colors.primary}; font-size: 1.875rem; font-weight: 700; }
      .splash-message { color: ${colors.textMuted}; }
    </style>`;

/** What #root holds until React renders. */
const splashMarkup = (title) =>
  `<div class="splash" role="status" aria-busy="true"><p class="splash-brand">${title}</p><p class="splash-message">Loading...</p></div>`;

module.exports = { splashStyle, splashMarkup };
