import { CAPTURE_MESSAGES, CAPTURE_PRIVACY_NOTICE, CAPTURE_UTM_KEYS, type CaptureBackground, type CaptureButtonColor } from '@leadnest/contracts';

import type { CapturePage } from '../capture-pages/capture-pages.service.js';

/**
 * The public capture page as one small HTML document: no app shell, no
 * external requests (backgrounds are CSS gradients with an inline SVG
 * house), mobile-first. It works without JavaScript (a plain form POST);
 * the inline script only keeps the visitor on the page. Every value that
 * came from a user goes through esc().
 */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const BACKGROUNDS: Record<CaptureBackground, string> = {
  house1: 'linear-gradient(160deg,#1e3a8a 0%,#3b82f6 55%,#bfdbfe 100%)',
  house2: 'linear-gradient(160deg,#7c2d12 0%,#f97316 55%,#fde68a 100%)',
  house3: 'linear-gradient(160deg,#14532d 0%,#22c55e 55%,#dcfce7 100%)',
};
const BUTTONS: Record<CaptureButtonColor, string> = { blue: '#2563eb', green: '#16a34a', orange: '#ea580c' };
const HOUSE_SVG =
  '<svg aria-hidden="true" viewBox="0 0 64 48" width="72" height="54"><path d="M8 24 32 6l24 18v20H8z" fill="rgba(255,255,255,.9)"/><path d="M26 44V30h12v14" fill="rgba(0,0,0,.25)"/></svg>';

export interface FormState {
  /** The consent line naming the page's owner (capture-consent.ts); stored with the visitor's consent word for word. */
  consentText: string;
  values?: Record<string, string>;
  /** The server's signed fill-time stamp for the form's hidden field (capture-form-stamp.ts); the thank-you state has none. */
  stamp?: string;
  errors?: Record<string, string>;
  message?: string;
  submitted?: boolean;
}

function styles(page: Pick<CapturePage, 'backgroundImage' | 'buttonColor'>): string {
  return `*{box-sizing:border-box}body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827;background:${BACKGROUNDS[page.backgroundImage]};display:flex;align-items:center;justify-content:center;padding:16px}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.2)}
.hero{text-align:center;margin:-24px -24px 16px;padding:20px;border-radius:16px 16px 0 0;background:${BACKGROUNDS[page.backgroundImage]}}
h1{font-size:1.5rem;line-height:1.2;margin:0 0 8px}p{margin:0 0 16px;color:#4b5563}
label{display:block;font-weight:600;font-size:.9rem;margin:12px 0 4px}input[type=text],input[type=email],input[type=tel]{width:100%;padding:12px;border:1px solid #d1d5db;border-radius:8px;font:inherit}
.consent{display:flex;gap:8px;align-items:flex-start;font-weight:400;font-size:.8rem;color:#4b5563}.consent input{margin-top:3px}.privacy{margin:4px 0 0 24px;font-size:.8rem}.privacy a{color:#1d4ed8}
button{width:100%;margin-top:16px;padding:14px;border:0;border-radius:8px;font:600 1rem system-ui,sans-serif;color:#fff;background:${BUTTONS[page.buttonColor]};cursor:pointer}
button[disabled]{opacity:.6}.err{color:#b91c1c;font-size:.85rem;margin:4px 0 0}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.thanks{text-align:center;font-size:1.1rem;color:#065f46}`;
}

const FIELD_INPUTS = {
  name: { label: 'Full name', type: 'text', autocomplete: 'name' },
  email: { label: 'Email', type: 'email', autocomplete: 'email' },
  phone: { label: 'Phone', type: 'tel', autocomplete: 'tel' },
  address: { label: 'Property address', type: 'text', autocomplete: 'street-address' },
} as const;

function input(name: keyof typeof FIELD_INPUTS, state: FormState): string {
  const f = FIELD_INPUTS[name];
  const error = state.errors?.[name];
  const errorId = `${name}-error`;
  return `<label for="${name}">${f.label}</label><input id="${name}" name="${name}" type="${f.type}" autocomplete="${f.autocomplete}" value="${esc(state.values?.[name])}"${name === 'name' ? ' required' : ''}${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}><p class="err" id="${errorId}">${esc(error)}</p>`;
}

/** Posts JSON instead, so the visitor stays on the page; any failure to reach the server falls back to the plain form post. */
const SCRIPT = `(function(){var f=document.getElementById('capture');if(!f||!window.fetch)return;f.addEventListener('submit',function(e){e.preventDefault();var b=f.querySelector('button'),m=document.getElementById('form-message'),d={};new FormData(f).forEach(function(v,k){d[k]=v});d.consent=f.consent.checked;b.disabled=true;f.querySelectorAll('.err').forEach(function(n){n.textContent=''});fetch(f.action,{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json().then(function(j){if(r.ok){f.outerHTML='<p class="thanks" role="status"></p>';document.querySelector('.thanks').textContent=j.message;return}b.disabled=false;m.textContent=j.message||'Please try again.';var fs=j.fields||{};Object.keys(fs).forEach(function(k){var n=document.getElementById(k+'-error');if(n)n.textContent=fs[k]})})}).catch(function(){f.submit()})})})();`;

/** The visit's UTM parameters, carried to the lead in hidden fields. */
function utmInputs(state: FormState): string {
  return CAPTURE_UTM_KEYS.filter((k) => state.values?.[k])
    .map((k) => `<input type="hidden" name="${k}" value="${esc(state.values?.[k])}">`)
    .join('');
}

export function renderCapturePage(page: CapturePage, state: FormState, nonce: string): string {
  const fields = (['name', ...page.fields] as const).map((name) => input(name, state)).join('');
  const body = state.submitted
    ? `<p class="thanks" role="status">${esc(CAPTURE_MESSAGES.thanks)}</p>`
    : `<form id="capture" method="post" action="/api/public/capture/${encodeURIComponent(page.slug)}" novalidate>
<p id="form-message" class="err" role="alert">${esc(state.message)}</p>${fields}
<input type="hidden" name="formStamp" value="${esc(state.stamp)}">${utmInputs(state)}
<div class="hp" aria-hidden="true"><label for="website">Leave this field empty</label><input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<label class="consent"><input type="checkbox" name="consent" value="on"${state.values?.consent ? ' checked' : ''}><span>${esc(state.consentText)}</span></label>
<p class="privacy"><a href="${CAPTURE_PRIVACY_NOTICE.path}" target="_blank" rel="noopener">${CAPTURE_PRIVACY_NOTICE.label}</a></p>
<button type="submit">${esc(page.buttonText)}</button></form><script nonce="${nonce}">${SCRIPT}</script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(page.title)}</title>
<meta name="description" content="${esc(page.description)}"><style nonce="${nonce}">${styles(page)}</style></head>
<body><main><div class="hero">${HOUSE_SVG}</div><h1>${esc(page.title)}</h1>${page.description ? `<p>${esc(page.description)}</p>` : ''}${body}</main></body></html>`;
}

export function renderNotFoundPage(nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Page not found</title><style nonce="${nonce}">body{font:16px system-ui,sans-serif;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0;color:#374151}</style></head><body><main><h1>Page not found</h1><p>This page is not available.</p></main></body></html>`;
}

/**
 * Inline style and script only with this response's nonce; nothing from
 * other origins; posts only to us. No frame-ancestors: an agent may embed
 * their capture page in their own site (the app itself may not be framed).
 */
export function contentSecurityPolicy(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; img-src data:; base-uri 'none'`;
}
