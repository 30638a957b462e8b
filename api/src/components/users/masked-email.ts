const HIDDEN = '•••';

/**
 * An address shown to someone other than its owner (a referrer's team, docs/referral.md): the
 * first character of the name and of the domain, then the domain's last label, e.g.
 * `j•••@e•••.com`. Always three dots, so the length tells nothing either.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, Math.max(at, 0));
  const domain = at < 0 ? '' : email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const topLevel = dot > 0 ? domain.slice(dot) : '';
  return `${name.slice(0, 1)}${HIDDEN}@${domain.slice(0, 1)}${HIDDEN}${topLevel}`;
}
