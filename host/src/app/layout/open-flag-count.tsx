import { useQuery } from '@tanstack/react-query';
import type { FlagPage } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { Badge, VisuallyHidden } from '@ciao/ui';

/** Past this many, the menu shows "99+". */
const MOST_SHOWN = 99;

/** The number of open flags, as the menu shows it beside "Review"; nothing when there are none. */
export function OpenFlagCountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge variant="danger">
      {count > MOST_SHOWN ? `${MOST_SHOWN}+` : count}
      <VisuallyHidden> open flags</VisuallyHidden>
    </Badge>
  );
}

/**
 * The review queue's count of open flags (docs/admin.md, "Flags": `openCount`), read with a
 * one-flag page when the menu opens (at most every 30 s) and every minute while it is open. Only
 * the roles that may read flags see the Review link it sits in; a failed read shows nothing.
 */
export function OpenFlagCount() {
  const { data } = useQuery({
    queryKey: queryKeys.openFlagCount(),
    queryFn: async ({ signal }) =>
      (await apiJson<FlagPage>('GET', '/api/admin/flags?status=open&limit=1', undefined, { signal })).openCount,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  return <OpenFlagCountBadge count={data ?? 0} />;
}
