import path from 'node:path';
import { INVITED_SIGN_IN_PAINT, type ScreenRoute } from '@ciao/contracts/screen-routes';
import { escapeHtml } from '../../http/escape-html';
import { readWhenChanged } from './file-when-changed';
import type { ManifestFileOf } from './first-screen-hints';
import type { RuntimeDocument } from './runtime-document';

/** Where @ciao/build's FirstPaintPlugin writes a screen's first paint: beside the remote's manifest. */
const FIRST_PAINT_FOLDER = 'first-paint';

/** The page's root element and what it holds (the splash), up to the end of the body. */
const PAGE_ROOT = /<div id="root">[\s\S]*?<\/div>(\s*<\/body>)/;
/** The build fetches main.js first, for the splash waits for it (@ciao/build's PreloadBootstrapPlugin). */
const URGENT_SCRIPT = /<script defer fetchpriority="high"/g;

/**
 * A remote's build-time first paint of a screen (its markup and CSS), for the page to paint the
 * screen from the HTML alone, before any script has run. Only for a remote this server serves, read
 * like its manifest (kept while the file is unchanged), so a redeployed remote brings its own; a
 * remote elsewhere, or one without a first paint, leaves the page its splash.
 */
export function createFirstScreenPaints(manifestFileOf: ManifestFileOf) {
  const paintAt = readWhenChanged((text) => text);

  return {
    /**
     * `page` with the screen's first paint in place of its splash, or `page` as it is. With an
     * invite code, the sign-in screen's invited paint (Register open), the code in its slot.
     */
    async into(page: string, document: RuntimeDocument, screen: ScreenRoute, inviteCode = ''): Promise<string> {
      const remote = document.remotes.find((candidate) => candidate.name === screen.remote);
      const manifest = remote && manifestFileOf(remote.entry);
      const name = inviteCode ? INVITED_SIGN_IN_PAINT.name : screen.screen;
      const built = manifest && (await paintAt(path.join(path.dirname(manifest), FIRST_PAINT_FOLDER, `${name}.html`)));
      if (!built) return page;
      const paint = inviteCode ? built.replaceAll(INVITED_SIGN_IN_PAINT.codeSlot, escapeHtml(inviteCode)) : built;
      // The screen is painted from the HTML: main.js only makes it live. It goes at a script's usual
      // priority, after what the paint itself asks for (Lighthouse's estimate counts a high-priority
      // script that arrived before the first paint as holding that paint up), and async: it runs in
      // a task of its own once it is here, not in the parser's last task with the page's layout
      // (docs/performance.md, "First paint"). Its start waits for the parser.
      return page
        .replace(URGENT_SCRIPT, '<script async')
        .replace(PAGE_ROOT, (_root, end: string) => `<div id="root">${paint}</div>${end}`);
    },
  };
}
