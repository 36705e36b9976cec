import { TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS, type TemplateCategory } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Dialog, DialogActions, FormField, Select, TextArea } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { useRequestCustom } from '../api/templates';

const OPTIONS = TEMPLATE_CATEGORIES.map((value) => ({ value, label: TEMPLATE_CATEGORY_LABELS[value] }));

/** Request Custom: what the agent needs, stored for the LeadNest team (listed for admins). */
export function RequestCustomDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const request = useRequestCustom();
  const [category, setCategory] = useState<TemplateCategory>('phone');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (description.trim().length < 10) {
      setError('Please describe the template you need in at least 10 characters.');
      return;
    }
    setError(undefined);
    request.mutate(
      { category, description },
      {
        onSuccess: () => {
          setDescription('');
          onClose();
          publishNotification({ title: 'Request Sent', description: 'We will let you know when your custom template is ready.' });
        },
        onError: (err) =>
          publishNotification({
            title: 'Request Failed',
            description: serverMessage(err) ?? 'Your request could not be sent. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} title="Request a Custom Template">
      <form onSubmit={submit} noValidate>
        <FormField label="Kind of template">
          <Select options={OPTIONS} value={category} onChange={setCategory} />
        </FormField>
        <FormField label="What should it say or do?" error={error}>
          <TextArea rows={4} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} />
        </FormField>
        <DialogActions>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send Request'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
