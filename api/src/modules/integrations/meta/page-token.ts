import { openSecret } from '../../api-keys/api-keys.service.js';
import type { MetaPageConnection } from './meta-page.model.js';

/** What a page token and the user token are sealed to (docs/decisions/0006-secrets-sealing.md): the owner and the page. */
export const pageTokenAad = (userId: string, pageId: string) => `leadnest:meta-page-token:${userId}:${pageId}`;
export const userTokenAad = (userId: string) => `leadnest:meta-user-token:${userId}`;

/** The page's token in clear, for one Graph call. */
export const openPageToken = (page: Pick<MetaPageConnection, 'userId' | 'pageId' | 'pageToken'>): string =>
  openSecret(page.pageToken, pageTokenAad(String(page.userId), page.pageId));
