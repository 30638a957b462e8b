import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

/**
 * Catches a remote that failed to load or to render. React 19 reports the caught error to the
 * root's onCaughtError, so nothing is logged here.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.props.onRetry) : this.props.children;
  }
}
