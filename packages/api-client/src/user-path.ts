/** `/api/user/{id}{rest}`: every per-user call is addressed by the session user's id (spec section 6). */
export function userPath(userId: string, rest: string): string {
  return `/api/user/${encodeURIComponent(userId)}${rest}`;
}
