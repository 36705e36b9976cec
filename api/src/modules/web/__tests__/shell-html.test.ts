import { describe, expect, it } from 'vitest';
import { emptyManifest } from '@leadnest/deploy-manifest';
import { renderShellHtml } from '../shell-html.js';

describe('renderShellHtml', () => {
  it('escapes markup inside the inlined JSON', () => {
    const html = renderShellHtml('<head><!-- leadnest:boot --></head>', { manifest: emptyManifest(), bucketKey: '</script><script>alert(1)', preloads: [] });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });
  it('refuses a template without the marker', () => {
    expect(() => renderShellHtml('<head></head>', { manifest: emptyManifest(), bucketKey: 'k', preloads: [] })).toThrow(/marker/);
  });
});
