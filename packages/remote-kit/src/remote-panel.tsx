import type { RenderRemotePanel } from '@leadnest/remotes';
import { createContext, useContext } from 'react';

/**
 * The shell's renderer of other remotes' panels (RemoteAppProps), handed
 * from a remote's ./App to its pages without threading props through each.
 * Undefined on a remote's own dev page, where no shell loads anything.
 */
export const RemotePanelContext = createContext<RenderRemotePanel | undefined>(undefined);

/** The shell's renderRemotePanel, or undefined outside the shell. */
export function useRemotePanel(): RenderRemotePanel | undefined {
  return useContext(RemotePanelContext);
}
