// A seeded user's session cookie for the measuring tools' browsers (`npm run lighthouse`, `npm run
// startup`), put in the browser's cookie jar with DevTools' Network.setCookie.

/**
 * `cookie` (`name=value`, as the bench's seeded users carry it) as Network.setCookie's parameters:
 * as the sign-in leaves it (HttpOnly, Secure, Lax, the whole site of `url`).
 */
export function sessionCookieParams(cookie: string, url: string) {
  const separator = cookie.indexOf('=');
  return {
    name: cookie.slice(0, separator),
    value: cookie.slice(separator + 1),
    url,
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax' as const,
  };
}
