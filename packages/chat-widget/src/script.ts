/** Where the widget was loaded from and for which agent: `<script src="{origin}/widget.js" data-agent="{id}" async>`. */
export interface WidgetConfig {
  agentId: string;
  /** The product's origin, taken from the script's own src: the API lives there. */
  origin: string;
}

/**
 * Finds the widget's own script tag: `document.currentScript` while the
 * script runs (async scripts included), else the first script with
 * data-agent whose src names widget.js (a loader that injected it late).
 * Must be called synchronously at the script's top level.
 */
export function findConfig(doc: Document): WidgetConfig | null {
  const current = doc.currentScript;
  const script =
    current instanceof HTMLScriptElement && current.dataset.agent ? current : doc.querySelector<HTMLScriptElement>('script[data-agent][src*="widget.js"]');
  const agentId = script?.dataset.agent?.trim();
  if (!script || !agentId || !script.src) return null;
  try {
    return { agentId, origin: new URL(script.src, doc.baseURI).origin };
  } catch {
    return null;
  }
}
