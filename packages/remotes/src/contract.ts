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
}
