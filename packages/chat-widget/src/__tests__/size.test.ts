// @vitest-environment node
// (esbuild refuses to run under jsdom's globals; the built script runs in a JSDOM page made here instead.)
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';
import { JSDOM, requestInterceptor, VirtualConsole } from 'jsdom';

import { WIDGET_GZIP_BUDGET, widgetBuildOptions } from '../../esbuild.config';

// Builds the widget exactly as `npm run build` does (in memory) and checks
// what agents' visitors download.
let code = '';
beforeAll(async () => {
  const result = await build({ ...widgetBuildOptions, write: false, logLevel: 'silent' });
  code = result.outputFiles![0]!.text;
}, 30_000);

/** A page of another site embedding the widget the way the snippet does; the script is served from memory. */
async function pageEmbedding(snippets: number) {
  const calls: string[] = [];
  const tag = '<script src="https://app.example.com/widget.js" data-agent="agent_12345678" async></script>';
  // The script is served from memory; nothing leaves the machine.
  const scripts = requestInterceptor((request) =>
    request.url === 'https://app.example.com/widget.js'
      ? new Response(code, { headers: { 'Content-Type': 'application/javascript' } })
      : new Response('', { status: 404 }),
  );
  const dom = new JSDOM(`<!doctype html><html><head>${tag.repeat(snippets)}</head><body><h1>Listings</h1></body></html>`, {
    url: 'https://realtor-site.example/listings',
    runScripts: 'dangerously',
    resources: { interceptors: [scripts] },
    virtualConsole: new VirtualConsole(),
    beforeParse(window) {
      window.fetch = async (url: string | URL | Request) => {
        calls.push(String(url));
        return new Response(JSON.stringify({ agentName: 'Dana Agent', brokerage: null, greeting: 'Hi!', maxMessageLength: 1000, pollMs: 4000 }), {
          status: 200,
        });
      };
    },
  });
  await new Promise((resolve) => dom.window.addEventListener('load', resolve));
  return { dom, calls };
}

describe('dist/widget.js', () => {
  it('stays within 15 KB gzip', () => {
    const gzip = gzipSync(Buffer.from(code), { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(WIDGET_GZIP_BUDGET);
    // Far below the budget today; a jump past 8 KB means something heavy (zod, a framework) got bundled.
    expect(gzip).toBeLessThan(8 * 1024);
  });

  it('is one self-contained IIFE that never parses HTML', () => {
    expect(code).toMatch(/^"use strict";\(\(\)=>\{/);
    expect(code).not.toMatch(/\bimport\s*[({"']|\brequire\(/);
    expect(code).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it('runs on another site: finds its own tag, asks the script’s origin for the agent and draws one bubble', async () => {
    const { dom, calls } = await pageEmbedding(2);
    const hosts = dom.window.document.querySelectorAll('leadnest-chat');
    expect(hosts).toHaveLength(1);
    expect(calls[0]).toBe('https://app.example.com/api/public/chat/agent_12345678');
    const bubble = hosts[0]!.shadowRoot!.querySelector('button.o')!;
    await vi.waitFor(() => expect(bubble.getAttribute('aria-label')).toBe('Chat with Dana Agent'));
    // Nothing leaks onto the page: no globals but the pasted-twice guard.
    expect(Object.keys(dom.window).filter((k) => /leadnest|chat/i.test(k))).toEqual(['__leadnestChat']);
    dom.window.close();
  });
});
