// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import federation from '../../../module-federation.config';

describe('shell federation config', () => {
  it('is the host with no remote baked in', () => {
    expect(federation.name).toBe('shell');
    expect(federation.remotes).toEqual({});
  });

  it('provides the one singletons list, eagerly, with react-router-dom as the router surface', () => {
    expect(Object.keys(federation.shared)).toEqual([
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router-dom',
      '@tanstack/react-query',
      'jotai',
      'styled-components',
      '@leadnest/session',
    ]);
    for (const entry of Object.values(federation.shared)) expect(entry).toMatchObject({ singleton: true, eager: true });
    expect(federation.shared['react-router-dom']).toMatchObject({
      import: '@leadnest/build-config/router-surface',
      shareKey: 'react-router-dom',
      version: expect.stringMatching(/^7\./),
      requiredVersion: expect.stringMatching(/^\^7\./),
    });
  });
});
