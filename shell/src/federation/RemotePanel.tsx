import type { RemotePanelRequest, RenderRemotePanel } from '@leadnest/remotes';
import { Spinner } from '@leadnest/ui';

import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteModule } from './useRemoteApp';

/**
 * A module another remote exposes, rendered inside a page (the dashboard's
 * AI Phone Receptionist panel): a spinner while it loads, and "could not be
 * loaded" with Retry in its place when it cannot be had or crashes, so the
 * page around it keeps working.
 */
export function RemotePanel<P extends object>({ remote, expose, props }: RemotePanelRequest<P>) {
  const { state, retry } = useRemoteModule<P>(remote, expose);
  if (state.status === 'loading') return <Spinner label="Loading" />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const Panel = state.component;
  return (
    <RemoteErrorBoundary onRetry={retry}>
      <Panel {...props} />
    </RemoteErrorBoundary>
  );
}

/** What the shell hands every remote's ./App (RemoteAppProps.renderRemotePanel); one function, so props stay equal between renders. */
export const renderRemotePanel: RenderRemotePanel = (request) => <RemotePanel key={`${request.remote}/${request.expose}`} {...request} />;
