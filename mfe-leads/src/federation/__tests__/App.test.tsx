import { screen } from '@testing-library/react';
import { renderWithClient, routeFetch } from '../../test/render';
import App, { pages } from '../App';
import { routes } from '../contract';
import federation from '../../../module-federation.config';

const counts = { counts: { new: 0, contacted: 0, qualified: 0, showing: 0, offer: 0, closed: 0 }, lost: 0, total: 0 };

describe('mfe_leads federation contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders a page with a main heading for every owned route', () => {
    routeFetch((_method, url) => ({ body: url.startsWith('/api/leads/counts') ? counts : { leads: [], nextCursor: null } }));
    for (const route of routes) {
      const { unmount } = renderWithClient(<App route={route.path} />, route.path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
      unmount();
    }
  });

  it('owns exactly the routes of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(routes.map((r) => r.path).sort());
  });

  it('refuses a route it does not own', () => {
    expect(() => App({ route: '/not-mine' })).toThrow(/does not own/);
  });

  it('pins its federation config', () => {
    expect(federation.name).toBe('mfe_leads');
    expect(federation.filename).toBe('remoteEntry.js');
    expect(federation.exposes).toEqual({ './App': './src/federation/App.tsx', './contract': './src/federation/contract.ts' });
    expect(Object.keys(federation.shared)).toEqual([
      'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom',
      '@tanstack/react-query', 'jotai', 'styled-components', '@leadnest/session',
    ]);
    for (const entry of Object.values(federation.shared)) expect(entry.singleton).toBe(true);
    expect(federation.shared.react?.requiredVersion).toMatch(/^\^19\./);
  });
});
