import { emptyManifest } from '@leadnest/deploy-manifest';

import { loadBootData, visitorIdFromCookie } from '../boot-data';

describe('boot data', () => {
  afterEach(() => {
    delete window.__LEADNEST_BOOT__;
    vi.unstubAllGlobals();
  });

  it('uses the manifest and bucket key the server inlined, without a request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    window.__LEADNEST_BOOT__ = { manifest: emptyManifest(), bucketKey: 'user:42' };
    const boot = await loadBootData();
    expect(boot.bucketKey).toBe('user:42');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads the signed-in user the server inlined; nothing when absent, null or malformed', async () => {
    const user = { id: 'u1', firstName: 'Ada', plan: 'professional' };
    window.__LEADNEST_BOOT__ = { manifest: emptyManifest(), bucketKey: 'user:u1', profile: user };
    expect((await loadBootData()).profile).toEqual(user);
    window.__LEADNEST_BOOT__ = { manifest: emptyManifest(), bucketKey: 'k', profile: null };
    expect((await loadBootData()).profile).toBeUndefined();
    window.__LEADNEST_BOOT__ = { manifest: emptyManifest(), bucketKey: 'k' };
    expect((await loadBootData()).profile).toBeUndefined();
    window.__LEADNEST_BOOT__ = { manifest: emptyManifest(), bucketKey: 'k', profile: { name: 'no id' } };
    expect((await loadBootData()).profile).toBeUndefined();
  });

  it('fetches the manifest uncached when nothing was inlined', async () => {
    const fetchSpy = vi.fn().mockResolvedValue(new Response(JSON.stringify(emptyManifest())));
    vi.stubGlobal('fetch', fetchSpy);
    const boot = await loadBootData();
    expect(fetchSpy).toHaveBeenCalledWith('/deploy/manifest.json', expect.objectContaining({ cache: 'no-store' }));
    expect(boot.bucketKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a broken manifest from the server', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ schemaVersion: 9 }))));
    await expect(loadBootData()).rejects.toThrow(/Invalid deployment manifest/);
  });

  it('keeps a visitor id across reads and replaces a forged one', () => {
    document.cookie = 'ln_vid=not-ours; Path=/';
    const first = visitorIdFromCookie(document);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorIdFromCookie(document)).toBe(first);
  });
});
