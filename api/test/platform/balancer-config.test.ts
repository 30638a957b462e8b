import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/** deploy/haproxy.cfg's sections, each as its lines without comments (`backend live` -> its lines). */
function sections(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current: string[] = [];
  for (const raw of readFileSync(path.join(REPO_ROOT, 'deploy/haproxy.cfg'), 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trimEnd();
    if (line.trim() === '') continue;
    if (!/^\s/.test(line)) found.set(line.trim(), (current = []));
    else current.push(line.trim());
  }
  return found;
}

describe('the balancer in front of live streams (deploy/haproxy.cfg; docs/deploying.md, "Shedding at the balancer")', () => {
  it('when an event is written to a stream, then HAProxy forwards it at once instead of holding it for a fuller packet', () => {
    // Without the option each small event waited about 200 ms in the kernel (npm run bench, reconnect storm).
    expect(sections().get('backend live')).toContain('option http-no-delay');
  });

  it('when any other answer passes, then it keeps the default that suits whole answers', () => {
    expect(sections().get('backend api')).not.toContain('option http-no-delay');
    expect(sections().get('defaults')).not.toContain('option http-no-delay');
  });
});
