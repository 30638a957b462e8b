// What every remote's "wired to the API" screen story shares (docs/front-end.md, "Stories"): the
// shell's providers answering from fixtures, full screen, on a phone; and the API as a signed-in
// user's screen meets it: answering, still loading, unavailable or refusing.
import type { SessionUser } from '@ciao/contracts';
import { aSessionUser, sessionReplies } from './session-fixtures';
import { neverAnswers, onPhone, refusal, withStoryShell, type StoryRoute } from './story-shell';

export interface WiredScreenOptions {
  /** Where the router starts; without it, the story shell's '/'. */
  route?: string;
  /** On the phone viewport (the default), or the preview's own. */
  onAPhone?: boolean;
  /** The docs page shows the story in a 900 px frame of its own. */
  tall?: boolean;
}

/** A screen story's meta, after its title and component: `{ title, component, ...wiredScreen({ route }) }`. */
export function wiredScreen({ route, onAPhone = true, tall = false }: WiredScreenOptions = {}) {
  return {
    decorators: [withStoryShell],
    ...(onAPhone ? { globals: onPhone } : {}),
    parameters: {
      layout: 'fullscreen',
      ...(route === undefined ? {} : { shell: { route } }),
      ...(tall ? { docs: { story: { inline: false, iframeHeight: 900 } } } : {}),
    },
  };
}

/** A story's `parameters` for the API `user`'s screen reads: its session, then the answers of each state. */
export function screenApi(user: SessionUser = aSessionUser()) {
  const session = { 'GET /api/auth/session': sessionReplies.signedIn(user) };
  const answering = (api: Record<string, StoryRoute>) => ({ shell: { api: { ...session, ...api } } });
  return {
    answering,
    loading: answering({ '*': neverAnswers }),
    unavailable: answering({ '*': refusal(503, 'Service unavailable') }),
    refusing: (status: number, message: string) => answering({ '*': refusal(status, message) }),
  };
}
