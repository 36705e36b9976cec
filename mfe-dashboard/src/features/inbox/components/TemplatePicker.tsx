import { useSession } from '@leadnest/session';
import { Select, theme } from '@leadnest/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { useSavedTemplates } from '../api/templates';
import { fillTemplate, type TemplateValues } from '../lib/fill-template';
import { pickTemplateAtom } from '../state/reply';

export interface TemplatePickerProps {
  /** What the placeholders are filled from. */
  lead: Pick<TemplateValues, 'leadName' | 'showing'>;
}

const KIND: Record<string, string> = { sms: 'SMS', email: 'Email' };

/**
 * The agent's saved templates, offered in the reply box: picking
 * one fills the box with its text, placeholders filled from the lead and the
 * agent; the agent edits it and sends as usual. No templates yet: a link to
 * /resources, where Use saves them.
 */
export function TemplatePicker({ lead }: TemplatePickerProps) {
  const templates = useSavedTemplates();
  // Puts the filled template in the reply box (ReplyBox's draft).
  const onPick = useSetAtom(pickTemplateAtom);
  const { user } = useSession();
  const [choice, setChoice] = useState('');
  const muted = { margin: 0, fontSize: '0.875rem', color: theme.colors.textMuted } as const;

  if (templates.isPending) return <p style={muted}>Loading your templates…</p>;
  if (templates.isError) return <p style={muted}>Your templates could not be loaded.</p>;
  const saved = templates.data;
  if (saved.length === 0) {
    return (
      <p style={muted} data-testid="no-templates">
        No saved templates yet. <Link to="/resources">Browse templates</Link>
      </p>
    );
  }
  const options = [{ value: '', label: 'Insert a template…' }, ...saved.map((t) => ({ value: t.id, label: `${t.name} (${KIND[t.category] ?? t.category})` }))];
  return (
    <Select
      aria-label="Insert a saved template"
      options={options}
      value={choice}
      style={{ maxWidth: '100%' }}
      onChange={(id) => {
        const t = saved.find((x) => x.id === id);
        setChoice('');
        if (!t) return;
        const timeZone = typeof user?.timeZone === 'string' ? user.timeZone : undefined;
        onPick(fillTemplate(t.body, { ...lead, agentName: user?.firstName ?? null, timeZone }));
      }}
    />
  );
}
