import type { RouteDef } from '@leadnest/remotes';
import { fireEvent, render, screen } from '@testing-library/react';

const loadRemoteApp = vi.fn();
const loadedRemoteApp = vi.fn();
const forgetRemote = vi.fn().mockResolvedValue(undefined);
vi.mock('../runtime', () => ({
  loadRemoteApp: (...a: unknown[]) => loadRemoteApp(...a),
  loadedRemoteApp: (...a: unknown[]) => loadedRemoteApp(...a),
  forgetRemote: (...a: unknown[]) => forgetRemote(...a),
}));

const { RemoteRoute } = await import('../RemoteRoute');
const route: RouteDef = {
  path: '/leads',
  remote: 'mfe_leads',
  title: 'Lead Management',
  access: 'guarded',
  requiresPlan: true,
  nested: false,
  ownerManaged: false,
};

describe('RemoteRoute', () => {
  beforeEach(() => {
    loadRemoteApp.mockReset();
    loadedRemoteApp.mockReset();
    forgetRemote.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote’s App with the matched route', async () => {
    loadRemoteApp.mockResolvedValue(({ route: r }: { route: string }) => <h1>page for {r}</h1>);
    render(<RemoteRoute route={route} />);
    expect(await screen.findByText('page for /leads')).toBeVisible();
    expect(loadRemoteApp).toHaveBeenCalledWith('mfe_leads');
  });

  it('renders a remote that has loaded already in its first render, without a spinner or another load', () => {
    loadedRemoteApp.mockReturnValue(({ route: r }: { route: string }) => <h1>ready for {r}</h1>);
    render(<RemoteRoute route={route} />);
    expect(screen.getByText('ready for /leads')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(loadRemoteApp).not.toHaveBeenCalled();
  });

  it('never gives the last page’s remote a route it does not own while the next remote loads', async () => {
    const leadsApp = vi.fn(({ route: r }: { route: string }) => {
      if (r !== '/leads') throw new Error(`mfe_leads does not own the route ${r}`);
      return <h1>leads page</h1>;
    });
    loadedRemoteApp.mockImplementation((remote: string) => (remote === 'mfe_leads' ? leadsApp : undefined));
    loadRemoteApp.mockResolvedValue(({ route: r }: { route: string }) => <h1>inbox for {r}</h1>);
    const { rerender } = render(<RemoteRoute route={route} />);
    expect(screen.getByText('leads page')).toBeVisible();
    rerender(<RemoteRoute route={{ ...route, path: '/conversations', remote: 'mfe_dashboard', title: 'Conversations' }} />);
    expect(await screen.findByText('inbox for /conversations')).toBeVisible();
    expect(leadsApp.mock.calls.every(([props]) => props.route === '/leads')).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows the panel when the remote cannot be loaded, and Retry loads it again', async () => {
    loadRemoteApp.mockRejectedValueOnce(new Error('404')).mockResolvedValue(() => <h1>back</h1>);
    render(<RemoteRoute route={route} />);
    expect(await screen.findByText('This section could not be loaded')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back')).toBeVisible();
    expect(forgetRemote).toHaveBeenCalledWith('mfe_leads');
  });

  it('contains a remote that throws while rendering', async () => {
    let crash = true;
    loadRemoteApp.mockResolvedValue(() => {
      if (crash) throw new Error('boom');
      return <h1>recovered</h1>;
    });
    render(
      <div>
        <p>shell chrome</p>
        <RemoteRoute route={route} />
      </div>,
    );
    expect(await screen.findByText('This section could not be loaded')).toBeVisible();
    expect(screen.getByText('shell chrome')).toBeVisible();
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recovered')).toBeVisible();
  });
});
