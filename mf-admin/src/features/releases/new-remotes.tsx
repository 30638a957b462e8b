import { useState } from 'react';
import { messageOr } from '@ciao/api-client';
import { useDecideOnRemoteMutation, useRemoteApprovalsQuery } from '@ciao/api-client/signed-in';
import { Notice } from '@ciao/ui';
import { NEW_REMOTE_TEXTS, NewRemotesView, type RemoteDecision } from './new-remotes-view';

/** The new remotes from the API, each decision sent and both lists read again. */
export function NewRemotes() {
  const query = useRemoteApprovalsQuery();
  const decide = useDecideOnRemoteMutation();
  const [deciding, setDeciding] = useState<{ remote: string; error: string | null }>();

  const onDecide = (remote: string, decision: RemoteDecision, reason: string) => {
    setDeciding({ remote, error: null });
    decide.mutate(
      { remote, decision, reason },
      {
        onSuccess: () => setDeciding(undefined),
        onError: (error) => setDeciding({ remote, error: messageOr(error, 'The decision was not saved. Try again.') }),
      },
    );
  };

  if (query.isError) return <Notice variant="danger">{NEW_REMOTE_TEXTS.failed}</Notice>;
  if (!query.data) return null;
  return <NewRemotesView remotes={query.data.remotes} onDecide={onDecide} deciding={deciding} />;
}
