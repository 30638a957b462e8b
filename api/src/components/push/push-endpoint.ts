import type { NodeEnv } from '../../env-values';

/**
 * The push services browsers use (Chrome and Edge through FCM, Firefox, Safari, Windows). The API
 * POSTs to whatever endpoint a subscription names, so production accepts only these hosts over
 * https: a subscription cannot point the server at another address. Development and tests accept
 * any http(s) endpoint (the tests' push service is local).
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^android\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /\.notify\.windows\.com$/];

export function isAcceptedPushEndpoint(endpoint: string, nodeEnv: NodeEnv): boolean {
  if (nodeEnv !== 'production') return true;
  const url = new URL(endpoint);
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
