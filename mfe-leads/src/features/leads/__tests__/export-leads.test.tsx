import type { LeadDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { LeadsPage } from '../components/LeadsPage';

const lead: LeadDto = {
  id: 'a'.repeat(24),
  userId: 'u'.repeat(24),
  name: 'Bo Buyer',
  email: 'bo@example.com',
  phone: '+14155550123',
  address: null,
  source: 'facebook',
  stage: 'qualified',
  score: 42,
  lastMessage: null,
  followUpDate: null,
  capturePageId: null,
  consent: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};
const CSV = '"Name","Phone"\r\n"Bo Buyer","+14155550123"\r\n';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The page's API, with GET /api/leads/export answered by `exportAnswer`. */
function mockApi(exportAnswer: () => Response) {
  const fn = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    if (url.startsWith('/api/leads/export')) return exportAnswer();
    if (url.startsWith('/api/leads/counts'))
      return json({ counts: { new: 0, contacted: 0, qualified: 1234, showing: 0, offer: 0, closed: 0 }, lost: 0, total: 1234 });
    if (url.startsWith('/api/leads?')) return json({ leads: [lead], nextCursor: 'next' });
    if (url.startsWith('/api/follow-ups'))
      return json(url.includes('summary') ? { dueToday: 0, overdue: 0, reminders: [] } : { due: 'today', followUps: [], timeZone: 'UTC' });
    return json({});
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

vi.setConfig({ testTimeout: 60_000 });
const toasts = captureToasts();
let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:leads'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('Export on the leads list', () => {
  it('asks the server for every lead of the current filters, search and order (not the loaded page) and saves the file', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetch = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    renderWithClient(<LeadsPage />, '/leads?stage=qualified&source=facebook&q=bo&sort=name');
    expect(await screen.findByText('Bo Buyer')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const exporting = await screen.findByRole('button', { name: 'Exporting…' });
    expect(exporting).toBeDisabled();
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/api/leads/export?stage=qualified&source=facebook&q=bo&sort=name');

    answer(new Response(CSV, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Lead-Count': '1234' } }));
    await waitFor(() => expect(toasts.map((t) => t.description)).toContain('1,234 leads exported to CSV'));
    expect(saved).toHaveLength(1);
    expect(await saved[0]!.text()).toBe(CSV);
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('says what went wrong when the server refuses (a list too large to export)', async () => {
    const message = 'This list has 12,000 leads; up to 10,000 can be exported at once. Narrow it with a stage, a source or a search, then export again.';
    mockApi(() => json({ message, code: 'EXPORT_TOO_LARGE' }, 400));
    renderWithClient(<LeadsPage />, '/leads');
    expect(await screen.findByText('Bo Buyer')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ title: 'Export Failed', description: message, variant: 'destructive' })));
    expect(saved).toHaveLength(0);
  });
});
