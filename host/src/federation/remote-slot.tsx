import { Suspense, useState, type ReactNode } from 'react';
import { useStoreAtIdle, type RemoteId, type RemoteProps } from '@ciao/shell';
import { lazyRemote } from './lazy-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemoteLoader } from './remote-loader';

export interface RemoteSlotProps<Id extends RemoteId> {
  /** 'remote_name/Expose', e.g. 'mf_referral/ReferralScreen'. */
  id: Id;
  /** Props for the remote component, as @ciao/shell's contract types them (`{}` for route screens). */
  props: RemoteProps<Id>;
  /** While the remote's code loads. */
  loading: ReactNode;
  /** When it failed; defaults to the route fallback with 'Try again'. */
  fallback?: (retry: () => void) => ReactNode;
  /** Marks the loaded component (only once it rendered), for browser tests. */
  testId?: string;
}

/** Rendered with the remote's component, so its effect runs once that is on the page. */
function AfterScreen() {
  // What the page fetches at idle waits for its first screen.
  useStoreAtIdle();
  return null;
}

function LoadedRemote<Id extends RemoteId>({ id, props, loading, fallback, testId }: RemoteSlotProps<Id>) {
  const load = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [Remote, setRemote] = useState(() => lazyRemote(load, id));

  // A failed lazy component was dropped from the cache, so asking again builds a fresh loader.
  const retry = () => {
    setRemote(() => lazyRemote(load, id));
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={retry}
      fallback={fallback ?? ((onRetry) => <RemoteFallback onRetry={onRetry} />)}
    >
      <Suspense fallback={loading}>
        {testId ? (
          <div data-testid={testId}>
            <Remote {...props} />
          </div>
        ) : (
          <Remote {...props} />
        )}
        <AfterScreen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Renders an exposed remote component with a loading state, an error boundary and retry. */
export function RemoteSlot<Id extends RemoteId>(props: RemoteSlotProps<Id>) {
  return <LoadedRemote key={props.id} {...props} />;
}
