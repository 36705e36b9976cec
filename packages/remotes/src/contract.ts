import type { ReactNode } from 'react';

import type { RemoteName } from './catalogue';

/**
 * The contract between the shell and every remote's `./App` expose. Remotes
 * re-export it from `src/federation/types.ts`; the shell renders the default
 * export of `./App` with these props.
 */
export interface RemoteAppProps {
  /**
   * The owned route the shell matched (for example `/capture-builder`). The
   * remote renders that route's page; anything below it is the remote's own
   * nested routing.
   */
  route: string;
  /**
   * Renders a module another remote exposes (a panel such as mfe_phone's
   * `./PhonePanel`), loaded by the shell at run time with the same release
   * choice, retries, time limit and error boundary as a page. A remote
   * never imports another remote: it asks the shell through this. Absent
   * where no shell is (a remote's own dev page).
   */
  renderRemotePanel?: RenderRemotePanel;
}

/** Which module of which remote to render, and its props (that expose's contract below). */
export interface RemotePanelRequest<P extends object = object> {
  remote: RemoteName;
  /** The expose key, e.g. PHONE_PANEL_EXPOSE. */
  expose: string;
  props: P;
}

/** The shell's renderer of another remote's panel: a spinner while it loads, "could not be loaded" with Retry when it cannot. */
export type RenderRemotePanel = <P extends object>(request: RemotePanelRequest<P>) => ReactNode;

/**
 * mfe_phone's second expose: the dashboard's AI Phone
 * Receptionist panel (spec part 1 §2, part 2 "Calling section within the
 * dashboard"), shown to enterprise and agency plans. The host renders the
 * default export of `./PhonePanel` inside its own QueryClientProvider (the
 * shared singleton), signed in.
 */
export const PHONE_PANEL_EXPOSE = './PhonePanel';

/** The panel's tabs, in order. Call History and Settings work; the others say what is coming. */
export const PHONE_PANEL_TABS = ['overview', 'contacts', 'campaigns', 'history', 'settings'] as const;
export type PhonePanelTab = (typeof PHONE_PANEL_TABS)[number];

export interface PhonePanelProps {
  /** The tab shown first. Defaults to `overview` (spec part 1: the panel's tab state defaults to overview). */
  initialTab?: PhonePanelTab;
  /** Called when the agent picks a tab, for a host that keeps the tab itself (its URL, say). */
  onTabChange?: (tab: PhonePanelTab) => void;
}

/**
 * What a `./App` component may carry besides rendering: `pageReady` settles
 * (never rejects) once the code of the page at the browser's address has
 * loaded. The shell's first render waits for it within its short budget
 * (shell bootstrap's FIRST_RENDER_WAIT_MS), so that render already has the
 * page instead of its title and a spinner, followed by a second render.
 */
export interface RemoteAppStatics {
  pageReady?: Promise<unknown>;
}
