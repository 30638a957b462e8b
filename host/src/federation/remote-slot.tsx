import { Suspense, useState, type ReactNode } from 'react';
import { lazyRemote } from './lazy-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemoteLoader } from './remote-loader';

export interface RemoteSlotProps {
  /** 'remote_name/Expose', e.g. 'mf_referral/ReferralScreen'. */
  id: string;
  /** Props for the remote component (none for route screens). */
  props?: object;
  /** While the remote's code loads. */
  loading: ReactNode;
  /** When it failed; defaults to the route fallback with 'Try again'. */
  fallback?: (retry: () => void) => ReactNode;
  /** Marks the loaded component (only once it rendered), for browser tests. */
  testId?: string;
}

function LoadedRemote({ id, props = {}, loading, fallback, testId }: RemoteSlotProps) {
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
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Renders an exposed remote component with a loading state, an error boundary and retry. */
export function RemoteSlot(props: RemoteSlotProps) {
  return <LoadedRemote key={props.id} {...props} />;
}
