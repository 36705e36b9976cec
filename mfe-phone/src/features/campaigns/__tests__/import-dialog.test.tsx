import { renderWithClient } from '@leadnest/remote-kit/testing';
import { type AppNotification, subscribeNotifications } from '@leadnest/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { hasConsentColumn, importFailureOf, importUrl } from '../api/import-csv';
import { ImportDialog } from '../components/ImportDialog';

/** A stand-in XMLHttpRequest: records the request and lets the test drive its progress and answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

let toasts: AppNotification[] = [];
let unsubscribe: () => void = () => {};
beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeNotifications((n) => toasts.push(n));
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

const csv = (text: string) => new File([text], 'contacts.csv', { type: 'text/csv' });
const callList = { id: 'a'.repeat(24), name: 'Open house', totalContacts: 2 };

describe('Import Number Lists', { timeout: 30_000 }, () => {
  it('says No File Selected, then needs the consent attestation for a file without a consent column', async () => {
    renderWithClient(<ImportDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import Number Lists' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import CSV' }));
    expect(toasts.at(-1)).toMatchObject({ title: 'No File Selected', description: 'Please select a CSV file to import' });
    expect(within(dialog).getByRole('alert').textContent).toBe('No File Selected: Please select a CSV file to import');
    await userEvent.upload(within(dialog).getByLabelText(/CSV file/), csv('name,phone\nDana,5125550101\n'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import CSV' }));
    expect(await within(dialog).findByText('Confirm that every contact in this file gave prior express written consent to AI calls.')).toBeVisible();
    expect(FakeXhr.last).toBeNull();
  });

  it('shows upload progress, then the saving phase, then the report with duplicates and row errors', async () => {
    renderWithClient(<ImportDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import Number Lists' });
    await userEvent.type(within(dialog).getByLabelText(/List name/), 'Open house');
    await userEvent.upload(within(dialog).getByLabelText(/CSV file/), csv('name,phone\nDana,5125550101\nSam,nope\n'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I confirm every contact/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import CSV' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/call-lists/import?name=Open+house&attestConsent=true');
    expect(xhr.headers['Content-Type']).toBe('text/csv');
    xhr.upload.onprogress?.({ loaded: 512, total: 2048, lengthComputable: true });
    expect(await within(dialog).findByText(/Uploading… 1 KB of 2 KB \(25%\)/)).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('25');
    xhr.upload.onload?.();
    expect(await within(dialog).findByText(/Checking numbers, consent and duplicates/)).toBeVisible();
    xhr.answer(201, { callList, added: 2, duplicates: 3, errors: [{ row: 3, reason: '“nope” is not a phone number' }] });
    const report = await within(dialog).findByTestId('import-report');
    expect(report.textContent).toContain('2 contacts imported to Open house. 3 duplicates skipped. 1 row not imported.');
    expect(within(report).getByRole('list', { name: 'Rows not imported' }).textContent).toBe('Row 3: “nope” is not a phone number');
    expect(toasts.at(-1)).toMatchObject({ title: 'Import Successful', description: '2 contacts imported to Open house' });
  });

  it('asks no attestation when the file has a consent column, and gives the spec’s title for a missing phone column', async () => {
    renderWithClient(<ImportDialog open onClose={() => {}} listId={'a'.repeat(24)} listName="Open house" />);
    const dialog = await screen.findByRole('dialog', { name: 'Import Number Lists' });
    await userEvent.upload(within(dialog).getByLabelText(/CSV file/), csv('\uFEFFname,mobile,consent\nDana,5125550101,yes\n'));
    expect(await within(dialog).findByText(/This file has a consent column/)).toBeVisible();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import CSV' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(FakeXhr.last!.url).toBe(`/api/call-lists/${'a'.repeat(24)}/import`);
    FakeXhr.last!.answer(400, { message: "CSV must have a column containing 'phone' in the header", code: 'MISSING_PHONE_COLUMN' });
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        title: 'Missing Phone Column',
        description: "CSV must have a column containing 'phone' in the header",
        variant: 'destructive',
      }),
    );
  });
});

describe('import helpers', () => {
  it('maps the API’s codes to the spec’s titles, with Import Failed for anything else', () => {
    expect(importFailureOf(400, JSON.stringify({ message: 'CSV must have a header row and at least one data row', code: 'INVALID_CSV' })).title).toBe(
      'Invalid CSV',
    );
    expect(importFailureOf(400, JSON.stringify({ message: 'No valid phone numbers found in the CSV file', code: 'NO_PHONE_NUMBERS' })).title).toBe(
      'No Phone Numbers Found',
    );
    const other = importFailureOf(500, '');
    expect([other.title, other.message]).toEqual(['Import Failed', 'Please check your CSV format and try again']);
    expect(importUrl({ attestConsent: false })).toBe('/api/call-lists/import');
  });

  it('finds a consent column in the header row only', async () => {
    expect(await hasConsentColumn(csv('\n\nName;Phone;SMS opt-in\n1;2;3'))).toBe(true);
    expect(await hasConsentColumn(csv('name,phone\nconsent,5125550101'))).toBe(false);
  });
});
