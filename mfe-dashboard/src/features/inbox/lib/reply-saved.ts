import { REPLY_SAVED_CODES } from '@leadnest/contracts';
import { ApiError } from '@leadnest/session';

/** Whether a failed reply was stored anyway (only its delivery failed): its text is in the thread, not to be sent twice. */
export function replyWasSaved(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  try {
    const code = (JSON.parse(error.body) as { code?: unknown } | null)?.code;
    return typeof code === 'string' && (REPLY_SAVED_CODES as readonly string[]).includes(code);
  } catch {
    return false;
  }
}
