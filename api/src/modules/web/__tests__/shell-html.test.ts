import { emptyManifest } from '@leadnest/deploy-manifest';
import { describe, expect, it } from 'vitest';

import { renderShellHtml } from '../shell-html.js';

describe('renderShellHtml', () => {
  it('escapes markup inside the inlined JSON', () => {
    const html = renderShellHtml('<head><!-- leadnest:boot --></head>', { manifest: emptyManifest(), bucketKey: '</script><script>alert(1)', preloads: [] });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });
  // String.replace reads $', $&, $1 and $` in a string replacement as patterns:
  // a user named $' once got the rest of the template pasted into their boot data.
  it.each(["$'", '$&', '$1', '$`', '$$'])('inlines a first name of %s as it is, and the page stays whole', (firstName) => {
    const template = '<html><head><!-- leadnest:boot --></head><body><div id="root"></div></body></html>';
    const html = renderShellHtml(template, { manifest: emptyManifest(), bucketKey: 'k', preloads: [], profile: { firstName } });
    const boot = /window\.__LEADNEST_BOOT__=(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(boot ?? 'null')).toMatchObject({ profile: { firstName } });
    expect(html.endsWith('</script></head><body><div id="root"></div></body></html>')).toBe(true);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });
  it('refuses a template without the marker', () => {
    expect(() => renderShellHtml('<head></head>', { manifest: emptyManifest(), bucketKey: 'k', preloads: [] })).toThrow(/marker/);
  });
});
