import type { RenderRemotePanel } from '@leadnest/remotes';
import { createQueryClient } from '@leadnest/session';
import { PageFrame } from '@leadnest/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';

import { createPageSwitch, lazyPage, routeOfPath } from '../page-switch';
import { useRemotePanel } from '../remote-panel';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function renderApp(App: ReturnType<typeof createPageSwitch>, route: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Boundary>
        <App route={route} />
      </Boundary>
    </QueryClientProvider>,
  );
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('routeOfPath', () => {
  it('finds the owned route a path falls under', () => {
    const pages = { '/': 1, '/leads': 2, '/capture-builder': 3 };
    expect(routeOfPath(pages, '/leads')).toBe('/leads');
    expect(routeOfPath(pages, '/leads/123')).toBe('/leads');
    expect(routeOfPath(pages, '/')).toBe('/');
    expect(routeOfPath(pages, '/leadsx')).toBeUndefined();
  });
});

describe('createPageSwitch', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the title and a spinner while the page loads, then the page', async () => {
    const load = deferred<{ Page: () => ReactNode }>();
    const App = createPageSwitch('mfe_analytics', { '/analytics': { Page: lazyPage(() => load.promise, 'Page') } });
    renderApp(App, '/analytics');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics & Reports' })).toBeVisible();
    expect(screen.getByRole('status')).toBeVisible();
    await act(async () =>
      load.resolve({
        Page: () => (
          <PageFrame>
            <p>the page</p>
          </PageFrame>
        ),
      }),
    );
    expect(screen.getByText('the page')).toBeVisible();
    // The page's frame shows the route table's title without the page typing it.
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics & Reports' })).toBeVisible();
  });

  it('hands the shell’s renderRemotePanel to its pages, and nothing where no shell gave one', async () => {
    const renderRemotePanel: RenderRemotePanel = ({ remote, expose }) => <p>{`${remote} ${expose} by the shell`}</p>;
    const Page = () => {
      const render = useRemotePanel();
      return <PageFrame>{render ? render({ remote: 'mfe_phone', expose: './PhonePanel', props: {} }) : <p>no shell</p>}</PageFrame>;
    };
    const App = createPageSwitch('mfe_analytics', { '/analytics': { Page: lazyPage(async () => ({ Page }), 'Page') } });
    const { unmount } = render(
      <QueryClientProvider client={createQueryClient()}>
        <App route="/analytics" renderRemotePanel={renderRemotePanel} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('mfe_phone ./PhonePanel by the shell')).toBeVisible();
    unmount();
    renderApp(App, '/analytics');
    expect(await screen.findByText('no shell')).toBeVisible();
  });

  it('refuses a page map that does not match the route table', () => {
    const Page = lazyPage(async () => ({ Page: () => null }), 'Page');
    expect(() => createPageSwitch('mfe_leads', { '/leads': { Page } })).toThrow(/missing: \/capture-builder/);
    expect(() => createPageSwitch('mfe_analytics', { '/analytics': { Page }, '/x': { Page } })).toThrow(/not owned: \/x/);
  });

  it('gives the prefetch and the page keys of their own (React warns about equal sibling keys)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const App = createPageSwitch('mfe_analytics', {
      '/analytics': { Page: lazyPage(async () => ({ Page: () => <p>keyed</p> }), 'Page'), prefetch: async () => () => undefined },
    });
    renderApp(App, '/analytics');
    expect(await screen.findByText('keyed')).toBeVisible();
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    error.mockRestore();
  });

  it('starts loading the page of the current address when it is created, and renders it in the first pass once loaded', async () => {
    window.history.replaceState(null, '', '/leads/42');
    const load = vi.fn(async () => ({ Page: () => <p>early page</p> }));
    const App = createPageSwitch('mfe_leads', { '/leads': { Page: lazyPage(load, 'Page') }, '/capture-builder': { Page: lazyPage(load, 'Page') } });
    expect(load).toHaveBeenCalledTimes(1);
    // What the shell's first render waits for: settled once the page's code is there.
    expect(App.pageReady).toBeInstanceOf(Promise);
    await act(async () => {
      await App.pageReady;
    });
    renderApp(App, '/leads');
    // No spinner frame: the page is there synchronously.
    expect(screen.getByText('early page')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('throws a failed load to the error boundary, and loads again on the next mount', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('chunk 404');
      return { Page: () => <p>recovered</p> };
    });
    const App = createPageSwitch('mfe_analytics', { '/analytics': { Page: lazyPage(load, 'Page') } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderApp(App, '/analytics');
    expect(await screen.findByText('failed: chunk 404')).toBeVisible();
    first.unmount();
    fail = false;
    renderApp(App, '/analytics');
    expect(await screen.findByText('recovered')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs a page’s prefetch with the query client once it renders', async () => {
    const run = vi.fn();
    const App = createPageSwitch('mfe_analytics', {
      '/analytics': { Page: lazyPage(async () => ({ Page: () => null }), 'Page'), prefetch: async () => run },
    });
    renderApp(App, '/analytics');
    await act(async () => undefined);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0]).toHaveProperty('prefetchQuery');
  });
});
