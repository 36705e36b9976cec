import { emptyManifest } from '@leadnest/deploy-manifest';
import { profileQueryKey, providedQueryClient } from '@leadnest/session';

const loadRemoteApp = vi.fn();
vi.mock('../federation/runtime', () => ({
  startFederation: () => undefined,
  loadRemoteApp: (...a: unknown[]) => loadRemoteApp(...a),
  loadedRemoteApp: () => undefined,
  forgetRemote: async () => undefined,
}));
// The shell's own tree is not what this file is about.
vi.mock('../app/App', () => ({ App: () => <p>the shell</p> }));

const { FIRST_RENDER_WAIT_MS, start } = await import('../bootstrap');

/** Whether `promise` has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('start', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/pricing');
    window.__LEADNEST_BOOT__ = { manifest: emptyManifest(), bucketKey: 'k' };
    loadRemoteApp.mockReset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.__LEADNEST_BOOT__;
  });

  it('renders as soon as the current route’s remote is ready, without waiting out the deadline', async () => {
    loadRemoteApp.mockResolvedValue(() => null);
    expect(await settled(start())).toBe(true);
    expect(loadRemoteApp).toHaveBeenCalledWith('mfe_marketing');
  });

  it('waits for the page at this address when the remote says when it is ready (pageReady), within the same deadline', async () => {
    let pageLoaded: (value?: unknown) => void = () => undefined;
    const pageReady = new Promise((resolve) => (pageLoaded = resolve));
    loadRemoteApp.mockResolvedValue(Object.assign(() => null, { pageReady }));
    const started = start();
    expect(await settled(started)).toBe(false);
    pageLoaded();
    expect(await settled(started)).toBe(true);
    // A page that never comes holds the first render no longer than the deadline.
    loadRemoteApp.mockResolvedValue(Object.assign(() => null, { pageReady: new Promise(() => undefined) }));
    const stuck = start();
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(await settled(stuck)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(stuck)).toBe(true);
  });

  it('renders the chrome after the deadline when the remote does not answer', async () => {
    loadRemoteApp.mockReturnValue(new Promise(() => undefined));
    const started = start();
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(started)).toBe(true);
    vi.useRealTimers();
    await vi.waitFor(() => expect(document.getElementById('root')?.textContent).toBe('the shell'));
  });

  it('provides the query client, with the inlined user, before the current route’s remote runs', async () => {
    const user = { id: 'u1', firstName: 'Ada', plan: 'professional' };
    window.__LEADNEST_BOOT__ = { manifest: emptyManifest(), bucketKey: 'user:u1', profile: user };
    let seenWhenLoading: unknown;
    loadRemoteApp.mockImplementation(async () => {
      seenWhenLoading = providedQueryClient()?.getQueryData(profileQueryKey);
      return () => null;
    });
    await settled(start());
    expect(seenWhenLoading).toEqual(user);
  });

  it('does not wait when the remote fails: the page shows its panel at once', async () => {
    loadRemoteApp.mockRejectedValue(new Error('404'));
    expect(await settled(start())).toBe(true);
  });

  it('on a page the server rendered, waits for the page’s code and the session however long they take, then replaces the server’s markup', async () => {
    // The server's page is on screen meanwhile (docs/decisions/0040-server-rendered-public-pages.md).
    document.body.innerHTML = '<div id="root"><h1>from the server</h1></div>';
    window.__LEADNEST_BOOT__ = { manifest: emptyManifest(), bucketKey: 'k', ssr: true } as Window['__LEADNEST_BOOT__'];
    let pageLoaded: (value?: unknown) => void = () => undefined;
    const pageReady = new Promise((resolve) => (pageLoaded = resolve));
    loadRemoteApp.mockResolvedValue(Object.assign(() => null, { pageReady }));
    let answer: (response: Response) => void = () => undefined;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    try {
      const started = start();
      await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS * 10);
      expect(await settled(started)).toBe(false);
      pageLoaded();
      // Still the session: the header must say Sign In as the server's did, not show its loading state.
      expect(await settled(started)).toBe(false);
      expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/user/profile');
      answer(new Response(JSON.stringify({ user: null }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
      expect(await settled(started)).toBe(true);
      vi.useRealTimers();
      await vi.waitFor(() => expect(document.getElementById('root')?.textContent).toBe('the shell'));
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
