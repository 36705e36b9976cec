import { describe, expect, it } from 'vitest';

import { packageOf, SHARED_SINGLETONS, sharedFor } from '../shared';

const pkg = {
  name: '@leadnest/mfe-x',
  version: '1.0.0',
  dependencies: {
    react: '^19.2.0',
    'react-dom': '^19.2.0',
    'react-router-dom': '^7.9.0',
    '@tanstack/react-query': '^5.90.0',
    jotai: '^2.20.3',
    'styled-components': '^6.1.19',
    '@leadnest/session': '0.1.0',
  },
};

describe('sharedFor', () => {
  it('takes requiredVersion from the consuming package, subpaths from their package', () => {
    const shared = sharedFor(pkg);
    expect(shared['react/jsx-runtime']).toEqual({ singleton: true, requiredVersion: '^19.2.0' });
    expect(shared['react-dom/client'].requiredVersion).toBe('^19.2.0');
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
  });
  it('refuses a package that shares what it does not declare', () => {
    const { 'styled-components': _omit, ...rest } = pkg.dependencies;
    expect(() => sharedFor({ ...pkg, dependencies: rest })).toThrow(/does not declare styled-components/);
  });
  it('maps requests to packages', () => {
    expect(packageOf('@tanstack/react-query')).toBe('@tanstack/react-query');
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@leadnest/session/sub')).toBe('@leadnest/session');
  });
});
