import { CONTENT_MESSAGES, CONTENT_SCHEMAS, type ContentOf, type ContentPage } from '@leadnest/contracts/marketing-content';
import { outageMessage, publishNotification, serverMessage } from '@leadnest/session';
import { useMemo, useState } from 'react';

import { serverFieldErrors } from '../../../lib/form-errors';
import { useSaveDraft } from '../api/draft';
import { usePublish } from '../api/publish';
import { pathInWords } from '../form/labels';
import { issuesByPath, setIn } from '../form/schema-walk';
import type { FieldPath } from '../form/SchemaField';

/** A toast for a refused or failed call: the field the server named, in the editor's words, else its message. */
export function failureToast(title: string, error: unknown) {
  const [field] = Object.entries(serverFieldErrors(error));
  const description = field ? `${pathInWords(field[0])}: ${field[1]}` : (outageMessage(error) ?? serverMessage(error) ?? 'Please try again.');
  publishNotification({ title, description, variant: 'destructive' });
}

/**
 * One document being edited: its values, their messages (the page's schema,
 * the one the server checks), whether they differ from what was saved, and
 * save / publish (which saves first what is not saved yet, or when the
 * server holds no draft: publishing needs one). `hasSavedDraft` follows the
 * draft query.
 */
export function useDraftEditing<P extends ContentPage>(page: P, initial: ContentOf<P>, hasSavedDraft: boolean) {
  const [values, setValues] = useState<unknown>(initial);
  // What was loaded or last saved: edits since then are unsaved changes.
  const [baseline, setBaseline] = useState<unknown>(initial);
  // Whether the server holds a draft now (the draft query, updated by a save and read again after a publish).
  const draftSaved = hasSavedDraft;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const saveDraft = useSaveDraft();
  const publish = usePublish();

  const parsed = useMemo(() => CONTENT_SCHEMAS[page].safeParse(values), [page, values]);
  const errors = useMemo(() => ({ ...serverErrors, ...issuesByPath(parsed.error) }), [parsed, serverErrors]);
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);

  const change = (path: FieldPath, next: unknown) => {
    setServerErrors({});
    setValues((current: unknown) => setIn(current, path, next));
  };

  /** Refuses invalid content with a toast naming the first field; else saves it when it is not saved yet. True when the draft is saved. */
  const ensureSaved = async (): Promise<boolean> => {
    if (!parsed.success) {
      const [first] = Object.entries(issuesByPath(parsed.error));
      publishNotification({
        title: 'Fix the marked fields first',
        description: first ? `${pathInWords(first[0])}: ${first[1]}` : undefined,
        variant: 'destructive',
      });
      return false;
    }
    if (!dirty && draftSaved) return true;
    try {
      await saveDraft.mutateAsync({ page, content: parsed.data });
      setBaseline(values);
      return true;
    } catch (error) {
      setServerErrors(serverFieldErrors(error) as Record<string, string>);
      failureToast('Draft not saved', error);
      return false;
    }
  };

  const save = async () => {
    if (!dirty && draftSaved) return publishNotification({ title: CONTENT_MESSAGES.draftSaved, description: 'Nothing changed since the last save.' });
    if (await ensureSaved()) publishNotification({ title: CONTENT_MESSAGES.draftSaved, description: 'Open the preview to see it as visitors will.' });
  };

  /** Publishes the draft now, or at `at` (ISO with offset); answers the version made, or undefined when it did not happen. */
  const publishAt = async (at?: string) => {
    if (!(await ensureSaved())) return undefined;
    try {
      return (await publish.mutateAsync({ page, at })).version;
    } catch (error) {
      setServerErrors(serverFieldErrors(error) as Record<string, string>);
      failureToast(at ? 'Not scheduled' : 'Not published', error);
      return undefined;
    }
  };

  return {
    values: values as ContentOf<P>,
    errors,
    valid: parsed.success,
    dirty,
    change,
    save,
    publishAt,
    busy: saveDraft.isPending || publish.isPending,
  };
}

export type DraftEditing = ReturnType<typeof useDraftEditing>;
