/** Every `stage` named anywhere in an explain reply (plans nest differently across versions and pipelines). */
export function stagesOf(explain: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'stage' && typeof x === 'string') out.push(x);
        else walk(x);
      }
    }
  };
  walk(explain);
  return out;
}

/** The first object in an explain reply with the given stage. */
export function findStage(explain: unknown, stage: string): Record<string, unknown> | undefined {
  if (Array.isArray(explain)) {
    for (const x of explain) {
      const hit = findStage(x, stage);
      if (hit) return hit;
    }
  } else if (explain && typeof explain === 'object') {
    const o = explain as Record<string, unknown>;
    if (o.stage === stage) return o;
    for (const x of Object.values(o)) {
      const hit = findStage(x, stage);
      if (hit) return hit;
    }
  }
  return undefined;
}
