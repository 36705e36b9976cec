import { MESSAGE_MAX } from '@leadnest/contracts/constants';
import { Button, FormField, TextArea, theme } from '@leadnest/ui';
import { Provider, useAtom } from 'jotai';
import type { FormEvent, ReactNode } from 'react';

import type { TemplateValues } from '../lib/fill-template';
import { replyDraftAtom } from '../state/reply';
import { TemplatePicker } from './TemplatePicker';

export interface ReplyBoxProps {
  /** Sends the text; resolves once stored, rejects on failure (the text is kept). */
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
  channelLabel: string;
  /** The lead the reply goes to: a saved template's placeholders are filled from it. */
  lead?: Pick<TemplateValues, 'leadName' | 'showing'>;
  /** The channel's rule for this reply (Meta's window), under the box and read with it. */
  note?: ReactNode;
  /** The channel allows no reply now (the note says why): nothing can be typed or sent. */
  blocked?: boolean;
}

/** Longest reply (from the contracts' constants entry, so this chunk does not pull zod in). */
const MAX = MESSAGE_MAX;

/**
 * The agent's reply, sent on the conversation's channel. Enter sends; Shift+Enter starts a new line.
 * Its own jotai store: the draft (state/reply.ts) goes when the box does.
 */
export function ReplyBox(props: ReplyBoxProps) {
  return (
    <Provider>
      <ReplyForm {...props} />
    </Provider>
  );
}

function ReplyForm({ onSend, pending, channelLabel, lead = {}, note, blocked = false }: ReplyBoxProps) {
  const [text, setText] = useAtom(replyDraftAtom);
  const send = (e?: FormEvent) => {
    e?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || pending || blocked) return;
    onSend(trimmed).then(
      () => setText(''),
      () => undefined,
    );
  };
  return (
    <form onSubmit={send} style={{ display: 'grid', gap: theme.space.sm }}>
      {blocked ? null : <TemplatePicker lead={lead} />}
      <FormField label={`Reply by ${channelLabel}`} hint={note}>
        <TextArea
          value={text}
          maxLength={MAX}
          rows={3}
          disabled={blocked}
          placeholder="Write to the lead…"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) send(e);
          }}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={pending || blocked || !text.trim()}>
          {pending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
