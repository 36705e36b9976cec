import { Component, type ReactNode } from 'react';

import { RemoteUnavailable } from './RemoteUnavailable';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

/** Catches a remote that throws while rendering, so it cannot take the shell down with it. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[leadnest] a remote crashed while rendering', error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <RemoteUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
