import type { Dialogue } from './types.js';

/**
 * Dialogues the assistant fails today, kept out of the suite (the suite
 * holds what must not regress) and played by `npm run bench:dialogues --
 * --open` so their fixes can be seen. Each says what goes wrong. Move a
 * dialogue into its channel's file once it passes.
 */
export const OPEN_DEFECT_DIALOGUES: (Dialogue & { defect: string })[] = [];
