import { messageOr } from '@ciao/api-client';
import {
  useDecideVisualChangesMutation,
  useVisualReviewQuery,
  visualReviewPicturePath,
} from '@ciao/api-client/signed-in';
import { useSession } from '@ciao/shell';
import { VisualChangesView, type VisualChangesState } from '../features/releases/visual-changes-view';

/** A release's visual review from the API, with a designer's approve and reject (docs/storybook.md). */
export function VisualChanges({ remote, version }: { remote: string; version: string }) {
  const { user } = useSession();
  const query = useVisualReviewQuery(remote, version);
  const decide = useDecideVisualChangesMutation();
  let state: VisualChangesState;
  if (query.isError) state = { status: 'failed', onRetry: () => void query.refetch() };
  else if (query.data === undefined) state = { status: 'loading' };
  else if (query.data === null) state = { status: 'none' };
  else state = { status: 'ready', review: query.data };
  return (
    <VisualChangesView
      version={version}
      state={state}
      pictureUrl={visualReviewPicturePath}
      canDecide={user?.role === 'designer'}
      onDecide={(decision, reason) => decide.mutate({ remote, version, decision, reason })}
      deciding={
        decide.isPending
          ? { error: null }
          : decide.isError
            ? { error: messageOr(decide.error, 'The decision could not be saved. Try again.') }
            : undefined
      }
    />
  );
}
