import type { ContentAuthor, ContentEditorGrantInput, ContentEditorsResponse } from '@leadnest/contracts/marketing-content';

import type { SessionUser } from '../../lib/auth.js';
import { findUser, type User } from '../agent-settings/profile.service.js';
import { canEditContent, contentEditorAccounts, setContentEditor } from '../identity/identity.service.js';
import { NoAccountWithEmailError, NotContentEditorError } from './content.errors.js';

/*
 * The marketing role (docs/decisions/0039-marketing-content.md): stored on
 * the account by the identity module (`contentEditor`), granted and taken
 * by an admin; admins always hold it. Checked on every editor call against
 * the account as it is now (cached, and dropped in every process on a
 * change), so a revoked editor is refused at their next call.
 */

const nameOf = (user: Pick<User, 'fullName' | 'firstName' | 'lastName'>): string | undefined =>
  user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || undefined;

/** The signed-in user as the history names them, or 403 when they do not hold the marketing role. */
export async function editorOf(user: SessionUser): Promise<ContentAuthor> {
  const found = await findUser(user.id);
  if (!found || !canEditContent(found)) throw new NotContentEditorError();
  const name = nameOf(found);
  return { id: String(found._id), email: found.email, ...(name ? { name } : {}) };
}

/** Everyone who holds the marketing role, by email; admins with `grantedAt: null` (they hold it by being admins). */
export async function contentEditors(): Promise<ContentEditorsResponse> {
  const accounts = await contentEditorAccounts();
  const users = await Promise.all(accounts.map((account) => findUser(String(account._id))));
  return {
    editors: accounts.map((account, i) => {
      const name = users[i] ? nameOf(users[i]) : undefined;
      const grantedAt = account.role === 'admin' ? null : (account.contentEditor?.grantedAt.toISOString() ?? null);
      return { id: String(account._id), email: account.email, ...(name ? { name } : {}), grantedAt };
    }),
  };
}

/** Gives or takes the role of the account with this email (404 when none); answers the editors as they are now. */
export async function grantContentEditor({ email, granted }: ContentEditorGrantInput, by: SessionUser): Promise<ContentEditorsResponse> {
  const account = await setContentEditor(email, granted, by.id);
  if (!account) throw new NoAccountWithEmailError();
  return contentEditors();
}
