import { CAPTURE_UTM_KEYS } from '@leadnest/contracts';

/**
 * The embeddable form: a snippet an agent pastes into their own
 * site. It puts the capture page in an iframe where the snippet sits, and
 * passes the visit's utm_* parameters on to it, so a lead from a campaign
 * on the agent's site keeps its UTM. The page may be framed (its CSP has
 * no frame-ancestors; the app itself may not be). Without script, the
 * <noscript> link still reaches the form.
 */
export function embedSnippet(page: { publicUrl: string; title: string }): string {
  // '<' as \u003c: a title with "</script>" cannot end the script early.
  const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const url = js(page.publicUrl);
  const title = js(page.title);
  const keys = JSON.stringify(CAPTURE_UTM_KEYS);
  return [
    `<script>(function(){var s=document.currentScript,u=new URL(${url}),q=new URLSearchParams(location.search);`,
    `${keys}.forEach(function(k){var v=q.get(k);if(v)u.searchParams.set(k,v)});`,
    `var f=document.createElement('iframe');f.src=u.href;f.title=${title};f.loading='lazy';`,
    `f.style.cssText='width:100%;max-width:480px;height:760px;border:0;border-radius:16px';s.parentNode.insertBefore(f,s)})();</script>`,
    `<noscript><a href=${JSON.stringify(page.publicUrl.replace(/"/g, '%22'))}>${escapeHtml(page.title)}</a></noscript>`,
  ].join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
