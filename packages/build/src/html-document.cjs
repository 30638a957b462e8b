// The page HtmlRspackPlugin fills with the build's scripts: the host's (with splash and, in
// production, the CSP nonce placeholder) and each remote's standalone development page.
const { THEME_COLOR } = require('./brand.cjs');
const { nonceAttribute } = require('./csp.cjs');
const { splashMarkup, splashStyle } = require('./splash.cjs');

function htmlDocument({ title, description, headTags = '', splash = false, withNonce = false }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <meta name="description" content="${description}" />
    <title>${title}</title>${withNonce ? `\n    <meta property="csp-nonce"${nonceAttribute(true)} />` : ''}${headTags ? `\n    ${headTags}` : ''}${splash ? `\n    ${splashStyle(withNonce)}` : ''}
  </head>
  <body>
    <noscript>${title} needs JavaScript.</noscript>
    <div id="root">${splash ? splashMarkup(title) : ''}</div>
  </body>
</html>
`;
}

module.exports = { htmlDocument };
