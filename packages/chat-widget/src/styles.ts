/**
 * The widget's only CSS, inside its shadow root: the host page's styles
 * cannot reach in and these cannot leak out. `:host { all: initial }` cuts
 * the inherited properties (fonts, colours, line height) off at the host.
 * Small screens get a full-screen panel.
 */
export const CSS = `
:host{all:initial}
.w{position:fixed;right:20px;bottom:20px;z-index:2147483000;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827;display:flex;flex-direction:column;align-items:flex-end;gap:12px}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
button{font:inherit;cursor:pointer}
.o{width:56px;height:56px;border-radius:50%;border:0;background:#1d4ed8;color:#fff;display:grid;place-items:center;box-shadow:0 6px 20px rgba(15,23,42,.3)}
.o:hover{background:#1e40af}
.o svg{width:28px;height:28px;fill:currentColor}
button:focus-visible,input:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.p{width:370px;height:560px;max-height:calc(100vh - 100px);background:#fff;border-radius:14px;box-shadow:0 12px 40px rgba(15,23,42,.25);display:flex;flex-direction:column;overflow:hidden}
.h{background:#1d4ed8;color:#fff;padding:12px 14px;display:flex;align-items:center;gap:8px}
.h div{flex:1;min-width:0}
.h strong,.h small{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.h small{opacity:.85;font-size:12px}
.x{background:none;border:0;color:#fff;font-size:24px;line-height:1;padding:4px 8px;border-radius:6px}
.l{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:8px;background:#f9fafb}
.m{max-width:85%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #e5e7eb;align-self:flex-start}
.m.lead{align-self:flex-end;background:#1d4ed8;border-color:#1d4ed8;color:#fff}
.m.pending{opacity:.7}
.m b{display:block;font-size:11px;color:#4b5563}
.s{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.t{padding:0 14px 6px;background:#f9fafb;display:flex;gap:4px}
.t i{width:7px;height:7px;border-radius:50%;background:#9ca3af;animation:b 1s infinite}
.t i:nth-child(3){animation-delay:.15s}.t i:nth-child(4){animation-delay:.3s}
@keyframes b{50%{opacity:.3;transform:translateY(-3px)}}
.e{margin:0;padding:8px 14px;background:#fef2f2;color:#b91c1c;font-size:13px;display:flex;gap:8px;align-items:center}
.e span{flex:1}
.e button{border:1px solid #b91c1c;background:#fff;color:#b91c1c;border-radius:6px;padding:2px 10px}
form{display:flex;gap:8px;padding:10px;border-top:1px solid #e5e7eb}
input{flex:1;min-width:0;font:inherit;font-size:16px;padding:8px 10px;border:1px solid #d1d5db;border-radius:8px;color:#111827;background:#fff}
form button{border:0;border-radius:8px;background:#1d4ed8;color:#fff;padding:0 14px;font-weight:600}
form button:disabled{opacity:.6;cursor:default}
.f{margin:0;padding:0 10px 8px;font-size:11px;color:#6b7280;text-align:center}
@media (max-width:480px){.w{right:12px;bottom:12px}.p{position:fixed;inset:0;width:auto;height:auto;max-height:none;border-radius:0}.w.open .o{display:none}}
@media (prefers-reduced-motion:reduce){.t i{animation:none}}
`;
