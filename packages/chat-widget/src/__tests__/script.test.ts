import { findConfig } from '../script';

function script(attrs: Record<string, string>) {
  const el = document.createElement('script');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.head.append(el);
  return el;
}

afterEach(() => {
  document.head.replaceChildren();
  Reflect.deleteProperty(document, 'currentScript');
});

describe('findConfig', () => {
  it('reads the running script (document.currentScript): agent id and the origin of its src', () => {
    script({ src: 'https://other.example/widget.js', 'data-agent': 'someone_else' });
    const current = script({ src: 'https://app.example.com:8443/widget.js?v=1', 'data-agent': ' agent_12345678 ' });
    Object.defineProperty(document, 'currentScript', { value: current, configurable: true });
    expect(findConfig(document)).toEqual({ agentId: 'agent_12345678', origin: 'https://app.example.com:8443' });
  });

  it('falls back to the first widget.js script with data-agent when currentScript is gone', () => {
    script({ src: 'https://cdn.example/analytics.js', 'data-agent': 'not-the-widget' });
    script({ src: 'http://127.0.0.1:3000/widget.js', 'data-agent': 'agent_abcdefgh' });
    expect(findConfig(document)).toEqual({ agentId: 'agent_abcdefgh', origin: 'http://127.0.0.1:3000' });
  });

  it('resolves a relative src against the page and gives up without data-agent', () => {
    script({ src: '/widget.js', 'data-agent': 'agent_abcdefgh' });
    expect(findConfig(document)?.origin).toBe(location.origin);
    document.head.replaceChildren();
    script({ src: '/widget.js' });
    expect(findConfig(document)).toBeNull();
  });
});
