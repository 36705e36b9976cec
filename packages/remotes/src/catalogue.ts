/**
 * The remotes that make up LeadNest: who they are and where their dev servers
 * listen. The shell, the server, the build config and the release tool all
 * read this one list, so adding a remote is one edit here plus its folder.
 */
export const REMOTE_NAMES = ['mfe_marketing', 'mfe_dashboard', 'mfe_phone', 'mfe_leads', 'mfe_analytics', 'mfe_settings'] as const;

/** A remote's Module Federation name (underscored, valid as a JS identifier). */
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemoteInfo {
  /** Module Federation container name. */
  name: RemoteName;
  /** Workspace folder, also the name used on the command line (`npm run release -- mfe-leads`). */
  folder: string;
  /** Port of `npm run dev` for this remote. */
  devPort: number;
}

export const REMOTES: Record<RemoteName, RemoteInfo> = {
  mfe_marketing: { name: 'mfe_marketing', folder: 'mfe-marketing', devPort: 3101 },
  mfe_dashboard: { name: 'mfe_dashboard', folder: 'mfe-dashboard', devPort: 3102 },
  mfe_phone: { name: 'mfe_phone', folder: 'mfe-phone', devPort: 3103 },
  mfe_leads: { name: 'mfe_leads', folder: 'mfe-leads', devPort: 3104 },
  mfe_analytics: { name: 'mfe_analytics', folder: 'mfe-analytics', devPort: 3105 },
  mfe_settings: { name: 'mfe_settings', folder: 'mfe-settings', devPort: 3106 },
};

/** Port of the shell's dev server; the API listens on PORT (3000) in dev too. */
export const SHELL_DEV_PORT = 3100;

/** Every remote exposes its page component under this key. */
export const REMOTE_APP_EXPOSE = './App';

/** Accepts `mfe-leads`, `mfe_leads` or `leads`; returns the remote or undefined. */
export function findRemote(input: string): RemoteInfo | undefined {
  const key = input.trim().toLowerCase().replace(/-/g, '_');
  const withPrefix = key.startsWith('mfe_') ? key : `mfe_${key}`;
  return (REMOTES as Record<string, RemoteInfo>)[withPrefix];
}
