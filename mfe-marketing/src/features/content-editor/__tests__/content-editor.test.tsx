import { captureToasts } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { HOME_CONTENT } from '../../../content/home';
import { ADMIN, mockEditorApi, renderEditor, version } from './harness';

const toasts = captureToasts();
const preview = () => within(screen.getByTestId('content-preview'));
const loaded = () => screen.findByLabelText('Hero heading');

afterEach(() => vi.useRealTimers());

describe('the content editor', () => {
  it('starts from the released copy and shows each edit in the real page’s preview', async () => {
    mockEditorApi();
    renderEditor();
    const heading = (await loaded()) as HTMLInputElement;
    expect(heading.value).toBe('LeadNest: never miss another lead');
    expect(preview().getByRole('heading', { level: 1, hidden: true }).textContent).toBe('LeadNest: never miss another lead');
    fireEvent.change(heading, { target: { value: 'Every lead answered in 30 seconds' } });
    expect(preview().getByText('Every lead answered in 30 seconds')).toBeInTheDocument();
    // A list entry: the first feature card's title.
    const card = within(screen.getByTestId('item-features.cards.0'));
    fireEvent.change(card.getByLabelText('Title'), { target: { value: 'One inbox for every channel' } });
    expect(preview().getByText('One inbox for every channel')).toBeInTheDocument();
    // The saved draft on the real page, in a new tab.
    const open = screen.getByRole('link', { name: 'Open preview' });
    expect([open.getAttribute('href'), open.getAttribute('target')]).toEqual(['/?preview=draft', '_blank']);
  });

  it('starts from the saved draft when there is one', async () => {
    mockEditorApi({ draft: { ...HOME_CONTENT, heading: 'Saved draft heading' }, published: { ...HOME_CONTENT, heading: 'Live heading' } });
    renderEditor();
    expect(((await loaded()) as HTMLInputElement).value).toBe('Saved draft heading');
  });

  it('shows a field’s message inline and refuses to save until it is fixed', async () => {
    const api = mockEditorApi();
    renderEditor();
    fireEvent.change(await loaded(), { target: { value: '   ' } });
    expect(screen.getByLabelText('Hero heading')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Required')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Fix the marked fields first'));
    expect(toasts.at(-1)?.description).toBe('Hero heading: Required');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(api.writes()).toEqual([]);
  });

  it('saves the draft with PUT, then publishes it with POST', async () => {
    const api = mockEditorApi();
    renderEditor();
    fireEvent.change(await loaded(), { target: { value: 'New hero line' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Draft saved'));
    expect(api.writes()).toEqual([{ method: 'PUT', url: '/api/content/home/draft', body: { ...HOME_CONTENT, heading: 'New hero line' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Published: visitors see it on their next page load.'));
    // Saved already: publishing sends no second PUT.
    expect(api.writes().map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/content/home/draft', 'POST /api/content/home/publish']);
    expect(api.writes()[1]!.body).toEqual({});
  });

  it('saves the draft again before publishing when the server holds none (a publish used it up)', async () => {
    const api = mockEditorApi();
    renderEditor();
    await loaded();
    for (let i = 1; i <= 2; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
      await waitFor(() => expect(api.writes()).toHaveLength(2 * i));
    }
    expect(api.writes().map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/content/home/draft',
      'POST /api/content/home/publish',
      'PUT /api/content/home/draft',
      'POST /api/content/home/publish',
    ]);
  });

  it('shows the server’s 400 as a toast naming the field in the editor’s words, and marks it', async () => {
    mockEditorApi({
      answers: {
        'PUT /api/content/home/draft': {
          status: 400,
          body: { message: 'features.cards.1.title: At most 80 characters', fields: { 'features.cards.1.title': 'At most 80 characters' } },
        },
      },
    });
    renderEditor();
    fireEvent.change(await loaded(), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Draft not saved'));
    expect(toasts.at(-1)).toMatchObject({ description: 'Features › Feature cards › Card 2 › Title: At most 80 characters', variant: 'destructive' });
    expect(within(screen.getByTestId('item-features.cards.1')).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('schedules in the agent’s time zone: the time goes out with its offset and reads back in words', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00.000Z'));
    const api = mockEditorApi();
    renderEditor();
    await loaded();
    fireEvent.change(screen.getByLabelText('Publish at (your time zone)'), { target: { value: '2026-12-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Scheduled'));
    expect(toasts.at(-1)?.description).toBe('Scheduled for Tue, Dec 1 at 9:00 AM');
    // Nothing saved yet: the released copy is saved as the draft first.
    expect(api.writes().map((c) => [c.method, c.url, c.body])).toEqual([
      ['PUT', '/api/content/home/draft', HOME_CONTENT],
      ['POST', '/api/content/home/publish', { at: '2026-12-01T09:00:00-05:00' }],
    ]);
  });

  it('refuses a time in the past without asking the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00.000Z'));
    const api = mockEditorApi();
    renderEditor();
    await loaded();
    fireEvent.change(screen.getByLabelText('Publish at (your time zone)'), { target: { value: '2026-11-28T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a time in the future, or publish now.')).toBeVisible();
    expect(api.writes()).toEqual([]);
  });

  it('edits lists: add, move and remove entries', async () => {
    mockEditorApi();
    renderEditor();
    await loaded();
    const steps = () => screen.getAllByTestId(/^item-howItWorks\.steps\.\d$/).map((el) => (within(el).getByLabelText('Title') as HTMLInputElement).value);
    expect(steps()).toEqual(['Connect your platforms', 'Train your AI', 'Watch it work']);
    fireEvent.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    expect(steps()).toEqual(['Connect your platforms', 'Watch it work', 'Train your AI']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(steps()).toEqual(['Watch it work', 'Train your AI']);
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(steps()).toEqual(['Watch it work', 'Train your AI', '']);
    // The new, empty step is marked until it is filled in.
    expect(within(screen.getByTestId('item-howItWorks.steps.2')).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving a page with unsaved changes', async () => {
    mockEditorApi();
    renderEditor();
    fireEvent.change(await loaded(), { target: { value: 'Unsaved' } });
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: 'about' } });
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Discard your unsaved changes?')).toBeVisible();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Hero heading') as HTMLInputElement).value).toBe('Unsaved');
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: 'about' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByLabelText('Mission')).toBeVisible();
  });

  it('edits the footer’s Company links: a link without an address is sent without one (plain text)', async () => {
    const api = mockEditorApi();
    renderEditor(undefined, '/content?page=footer');
    const about = within(await screen.findByTestId('item-companyLinks.0'));
    fireEvent.change(about.getByLabelText(/^Link:/), { target: { value: 'https://jobs.example.com' } });
    fireEvent.change(about.getByLabelText(/^Link:/), { target: { value: '' } });
    fireEvent.change(about.getByLabelText('Label'), { target: { value: 'Our story' } });
    expect(preview().getByText('Our story').tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: 'Open preview' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ companyLinks: [{ label: 'Our story' }, { label: 'Careers' }, { label: 'Press' }, { label: 'Contact' }] });
  });

  it('puts the preview in a tab of its own on a phone (390 px)', async () => {
    mockEditorApi();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderEditor();
    fireEvent.change(await loaded(), { target: { value: 'Phone-sized heading' } });
    expect(screen.queryByTestId('content-preview')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByTestId('content-preview')).toBeInTheDocument();
    expect(preview().getByText('Phone-sized heading')).toBeInTheDocument();
  });

  it('edits the legal pages’ effective date with a date input', async () => {
    mockEditorApi();
    renderEditor(undefined, '/content?page=privacy');
    const date = (await screen.findByLabelText('Effective date')) as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.value).toBe('2025-08-14');
    fireEvent.change(date, { target: { value: '2026-01-01' } });
    expect(preview().getByText('Effective January 1, 2026')).toBeInTheDocument();
  });
});

describe('the content editor’s history', () => {
  const HISTORY = [
    version({ version: 4, status: 'scheduled', publishAt: '2026-12-01T14:00:00.000Z', createdBy: { id: 'x', email: 'sam@leadnest.example' } }),
    version({ version: 3, status: 'published', live: true, rolledBackFrom: 1, publishAt: '2026-11-25T20:30:00.000Z' }),
    version({ version: 2 }),
    version({ version: 1 }),
  ];

  it('says so when nothing is published yet', async () => {
    mockEditorApi();
    renderEditor();
    expect(await screen.findByText('Nothing published yet: visitors see the copy this page was released with.')).toBeVisible();
  });

  it('lists who and when in the agent’s zone, the live one and where a rollback came from', async () => {
    mockEditorApi({ versions: HISTORY });
    renderEditor();
    const table = within(await screen.findByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(0).slice(0, 4)).toEqual(['4', 'Scheduled', 'sam@leadnest.example', 'Scheduled for Tue, Dec 1 at 9:00 AM']);
    expect(cells(1).slice(0, 4)).toEqual(['3Liverolled back from 1', 'Published', 'Mia Park', 'Nov 25, 2026, 3:30 PM']);
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
  });

  it('rolls back after confirming, and cancels a scheduled publish', async () => {
    const api = mockEditorApi({ versions: HISTORY });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to version 2' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Roll back to version 2?')).toBeVisible();
    fireEvent.click(dialog.getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Rolled back'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel version 4' }));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Scheduled publish cancelled'));
    expect(api.writes().map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/content/home/rollback', { version: 2 }],
      ['DELETE', '/api/content/home/versions/4', undefined],
    ]);
  });
});

describe('the Editors panel', () => {
  it('is not there for a marketer who is not an admin', async () => {
    mockEditorApi();
    renderEditor();
    await loaded();
    expect(screen.queryByRole('heading', { name: 'Editors' })).toBeNull();
  });

  it('lets an admin see, add and remove editors', async () => {
    const api = mockEditorApi();
    renderEditor(ADMIN);
    expect(await screen.findByText('Sam Lee (sam@leadnest.example)')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Email of the person to add'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give the marketing role' }));
    expect(await screen.findByText('A valid email address')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Email of the person to add'), { target: { value: ' New@LeadNest.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give the marketing role' }));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Marketing role given'));
    fireEvent.click(screen.getByRole('button', { name: 'Take the marketing role from sam@leadnest.example' }));
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Marketing role taken back'));
    expect(api.writes().map((c) => [c.method, c.url, c.body])).toEqual([
      ['PUT', '/api/admin/content-editors', { email: 'new@leadnest.example', granted: true }],
      ['PUT', '/api/admin/content-editors', { email: 'sam@leadnest.example', granted: false }],
    ]);
  });
});
