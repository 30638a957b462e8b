// The app's name and colours, for the host page, its splash and the web app manifest. The colours
// are @ciao/ui's design tokens (colors.json), never copied here.
const colors = require('@ciao/ui/colors.json');

const APP_TITLE = '$CIAO MINING';
const APP_SHORT_NAME = '$CIAO';
const APP_DESCRIPTION = 'Educational credit-mining simulation';
/** The browser's toolbar and the installed app's title bar. */
const THEME_COLOR = colors.primary;
/** The installed app's launch screen, and the host page's splash. */
const BACKGROUND_COLOR = colors.background;

module.exports = { APP_TITLE, APP_SHORT_NAME, APP_DESCRIPTION, THEME_COLOR, BACKGROUND_COLOR, colors };
