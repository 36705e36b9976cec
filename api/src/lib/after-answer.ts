/**
 * Work a webhook goes on with after it has answered (an SMS is
 * answered as soon as its reply is known; the conversation, the lead and
 * the billing are written after). Each piece is tracked so that stopping
 * the server, and tests reading what a request stored, wait for it, and a
 * failure is logged rather than lost as an unhandled rejection.
 */
const pending = new Set<Promise<unknown>>();

export interface AfterAnswerLogger {
  error(obj: object, msg: string): void;
}

export function afterAnswer(work: Promise<unknown>, logger: AfterAnswerLogger | undefined, what: string): void {
  const tracked = work.catch((err: unknown) => logger?.error({ err }, `${what}: not stored after answering`));
  pending.add(tracked);
  void tracked.finally(() => pending.delete(tracked));
}

/** Resolves once every piece of after-answer work started so far (and any it started) has finished. */
export async function answersSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
