import { fireEvent, render, screen } from '@testing-library/react';

// The federation runtime itself is the boundary here: what the shell asks it for, and what it answers.
const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const { renderRemotePanel } = await import('../RemotePanel');
const { forgetRemote, loadRemoteApp, loadRemoteModule } = await import('../runtime');

const Panel = ({ initialTab }: { initialTab?: string }) => <h2>phone panel on {initialTab}</h2>;

describe('a remote’s named expose rendered by the shell', () => {
  beforeEach(async () => {
    loadRemote.mockReset();
    await forgetRemote('mfe_phone');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads mfe_phone/PhonePanel and renders it with the props the remote passed', async () => {
    loadRemote.mockResolvedValue({ default: Panel });
    render(<>{renderRemotePanel({ remote: 'mfe_phone', expose: './PhonePanel', props: { initialTab: 'history' } })}</>);
    expect(screen.getByRole('status')).toBeVisible();
    expect(await screen.findByText('phone panel on history')).toBeVisible();
    expect(loadRemote).toHaveBeenCalledWith('mfe_phone/PhonePanel');
  });

  it('keeps ./App and ./PhonePanel of one remote apart, each loaded once', async () => {
    const App = () => <h1>page</h1>;
    loadRemote.mockImplementation(async (id: string) => ({ default: id === 'mfe_phone/App' ? App : Panel }));
    const [app, panel, again] = await Promise.all([
      loadRemoteApp('mfe_phone'),
      loadRemoteModule('mfe_phone', './PhonePanel'),
      loadRemoteModule('mfe_phone', './PhonePanel'),
    ]);
    expect(app).toBe(App);
    expect(panel).toBe(Panel);
    expect(again).toBe(Panel);
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['mfe_phone/App', 'mfe_phone/PhonePanel']);
  });

  it('shows "could not be loaded" when the fallback answers for it, and Retry loads it again', async () => {
    loadRemote.mockResolvedValueOnce({ default: undefined, unavailable: { remote: 'mfe_phone', id: 'mfe_phone/PhonePanel', error: new Error('timeout') } });
    loadRemote.mockResolvedValue({ default: Panel });
    render(
      <div>
        <p>the dashboard around it</p>
        {renderRemotePanel({ remote: 'mfe_phone', expose: './PhonePanel', props: {} })}
      </div>,
    );
    expect(await screen.findByText('This section could not be loaded')).toBeVisible();
    expect(screen.getByText('the dashboard around it')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('phone panel on')).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('contains a panel that throws while rendering', async () => {
    let crash = true;
    loadRemote.mockResolvedValue({
      default: () => {
        if (crash) throw new Error('boom');
        return <h2>recovered</h2>;
      },
    });
    render(
      <div>
        <p>the dashboard around it</p>
        {renderRemotePanel({ remote: 'mfe_phone', expose: './PhonePanel', props: {} })}
      </div>,
    );
    expect(await screen.findByText('This section could not be loaded')).toBeVisible();
    expect(screen.getByText('the dashboard around it')).toBeVisible();
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recovered')).toBeVisible();
  });
});
