// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import { emptyManifest, publishRelease } from '@leadnest/deploy-manifest';

import { fallbackPlugin } from '../plugins/fallback-plugin';
import { retryPlugin } from '../plugins/retry-plugin';
import { rolloutPlugin } from '../plugins/rollout-plugin';

type AnyArgs = Parameters<NonNullable<ReturnType<typeof rolloutPlugin>['beforeRequest']>>[0];

function manifestWith(versions: Array<[string, number]>) {
  let m = emptyManifest();
  for (const [version, percent] of versions) {
    m = publishRelease(m, { remote: 'mfe_leads', version, entry: `/remotes/mfe-leads/${version}/remoteEntry.js`, percent });
  }
  return m;
}

describe('rollout plugin', () => {
  it('registers the remote with the version of the visitor’s bucket, once', async () => {
    const registerRemotes = vi.fn();
    const plugin = rolloutPlugin({ manifest: manifestWith([['v1', 100]]), bucketKey: 'visitor' });
    const args = { id: 'mfe_leads/App', options: { remotes: [] }, origin: { registerRemotes } } as unknown as AnyArgs;
    await plugin.beforeRequest!(args);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_leads', entry: '/remotes/mfe-leads/v1/remoteEntry.js' }]);
    registerRemotes.mockClear();
    const already = { ...args, options: { remotes: [{ name: 'mfe_leads', entry: 'x' }] } } as unknown as AnyArgs;
    await plugin.beforeRequest!(already);
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('follows the manifest: 0% gets none of the visitors, 100% all of them', async () => {
    const after = manifestWith([
      ['v1', 100],
      ['v2', 100],
    ]);
    for (const key of ['a', 'b', 'c', 'd']) {
      const registerRemotes = vi.fn();
      await rolloutPlugin({ manifest: after, bucketKey: key }).beforeRequest!({
        id: 'mfe_leads/App',
        options: { remotes: [] },
        origin: { registerRemotes },
      } as unknown as AnyArgs);
      expect(registerRemotes.mock.calls[0]![0][0].entry).toContain('/v2/');
    }
  });
});

describe('retry plugin', () => {
  it('retries a failed entry with backoff and gives up after the last attempt', async () => {
    vi.useFakeTimers();
    const getRemoteEntry = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ init: vi.fn(), get: vi.fn() });
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const pending = retryPlugin({ retries: 2, delayMs: 100, timeoutMs: 1000 }).loadEntryError!({
      getRemoteEntry,
      origin: {},
      remoteInfo: {},
      globalLoading,
      uniqueKey: 'key',
    } as never);
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toMatchObject({ init: expect.any(Function) });
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading.key).toBeUndefined();

    const alwaysDown = vi.fn().mockRejectedValue(new Error('down'));
    const givingUp = retryPlugin({ retries: 2, delayMs: 100, timeoutMs: 1000 }).loadEntryError!({
      getRemoteEntry: alwaysDown,
      origin: {},
      remoteInfo: {},
      globalLoading: {},
      uniqueKey: 'key',
    } as never);
    await vi.runAllTimersAsync();
    await expect(givingUp).resolves.toBeUndefined();
    expect(alwaysDown).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('caps how long one entry may take', () => {
    expect(retryPlugin({ retries: 1, delayMs: 1, timeoutMs: 1234 }).createScript!({ url: 'x' } as never)).toEqual({ timeout: 1234 });
  });
});

describe('fallback plugin', () => {
  it('answers a failed module load with the stand-in, naming the remote', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = fallbackPlugin((failure) => ({ unavailable: failure }));
    const answer = await plugin.errorLoadRemote!({ id: 'mfe_leads/App', error: new Error('404'), lifecycle: 'onLoad' } as never);
    expect(answer).toMatchObject({ unavailable: { remote: 'mfe_leads', id: 'mfe_leads/App' } });
    expect(await plugin.errorLoadRemote!({ id: 'mfe_leads/App', error: new Error('x'), lifecycle: 'beforeRequest' } as never)).toBeUndefined();
  });
});
