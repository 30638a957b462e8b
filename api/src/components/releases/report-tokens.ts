import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { createSignedTokens } from '../../signed-tokens';

/**
 * How long a page may report its remotes' load failures for the canary watch: a remote is loaded
 * when its screen is first opened, which is minutes after the page, rarely hours. A later report
 * is kept apart as unverified.
 */
export const REPORT_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Short keys: the token goes out with every page. */
const reportTokenSchema = z.strictObject({
  /** The served page: random, so that a page's failure counts once and the watch compares failed pages with pages. */
  p: z.string().check(z.regex(/^[A-Za-z0-9_-]{16}$/)),
  /** The releases the page was served with, `remote@version`. */
  r: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50)),
  /** Expiry, seconds since the epoch. */
  e: z.number().int(),
});

/** A release as the registry names it. */
type ServedRelease = { remote: string; version: string };

export type ReportTokens = ReturnType<typeof createReportTokens>;

/**
 * The report token of a served page (docs/deploying.md, "Canaries"): the page, the releases it was
 * served with and an expiry, signed under an app secret. A load failure counts towards the canary
 * watch only with the token of a page that was served with that release, once per page.
 */
export function createReportTokens({ signingKey, clock }: { signingKey: () => Promise<string>; clock: Clock }) {
  const tokens = createSignedTokens({ signingKey, context: 'ciao-remote-report.v1.', schema: reportTokenSchema });
  const named = ({ remote, version }: ServedRelease) => `${remote}@${version}`;

  return {
    /** The token of a page served with `releases`. */
    issue(releases: ServedRelease[]): Promise<string> {
      const page = randomBytes(12).toString('base64url');
      const expiry = Math.floor((clock.now().getTime() + REPORT_TOKEN_TTL_MS) / 1000);
      return tokens.sign({ p: page, r: releases.map(named), e: expiry });
    },

    /** The page a token names, when it is ours, unexpired and was served with `release`; null otherwise. */
    async pageOf(token: string | undefined, release: ServedRelease): Promise<string | null> {
      const content = await tokens.read(token);
      if (!content || content.e * 1000 <= clock.now().getTime()) return null;
      return content.r.includes(named(release)) ? content.p : null;
    },
  };
}
