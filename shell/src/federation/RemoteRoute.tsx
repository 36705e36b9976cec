import type { RouteDef } from '@leadnest/remotes';
import { Spinner } from '@leadnest/ui';

import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { renderRemotePanel } from './RemotePanel';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteApp } from './useRemoteApp';

export interface RemoteRouteProps {
  route: RouteDef;
}

/** Renders the remote that owns `route`, with a spinner while it loads and a panel when it cannot. */
export function RemoteRoute({ route }: RemoteRouteProps) {
  const { state, retry } = useRemoteApp(route.remote);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary key={route.path} onRetry={retry}>
      <App route={route.path} renderRemotePanel={renderRemotePanel} />
    </RemoteErrorBoundary>
  );
}
