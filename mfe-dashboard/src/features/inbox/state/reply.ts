import { MESSAGE_MAX } from '@leadnest/contracts/constants';
import { atom } from 'jotai';

/**
 * The agent's reply while it is written: the box edits it, the template
 * picker fills it. ReplyBox holds the Provider, so the draft lives exactly as
 * long as the box: a thread opened (the thread is keyed by its id) or handed
 * back to the AI starts with an empty box, as it always has
 * (docs/decisions/0028-client-state.md). The open thread is not here: it is
 * the URL's (/conversations/{id}), so it survives a reload and Back.
 */
export const replyDraftAtom = atom('');

/** A template's text, filled from the lead, cut to the longest reply (it replaces what was typed). */
export const pickTemplateAtom = atom(null, (_get, set, filled: string) => set(replyDraftAtom, filled.slice(0, MESSAGE_MAX)));
