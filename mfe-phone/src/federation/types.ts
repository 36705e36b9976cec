/**
 * The props of this remote's `./App` expose. The shell renders it with the
 * owned route it matched; see `@leadnest/remotes` for the shared contract.
 */
export type { RemoteAppProps } from '@leadnest/remotes';
export type { PhonePanelProps, PhonePanelTab } from '@leadnest/remotes';
