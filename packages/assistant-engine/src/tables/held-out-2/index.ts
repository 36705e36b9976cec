import type { Row } from '../message-rows';
import { MIXED_ROWS, RENTAL_ROWS, SPANISH_ROWS } from './rentals-and-mixed';
import { TIME_WINDOW_ROWS, TOUR_ROWS } from './time-and-tours';

/**
 * HELD-OUT TABLE 2: 200+ lead messages in the styles leads
 * really write (texting shorthand, typos, several facts at once, Spanish
 * mixed with English, numbers in words), weighted toward where the engine
 * was known to miss: time windows, tour and visit requests, the rental side.
 *
 * The rules of this table:
 * - It was written and committed BEFORE the engine work on time windows,
 *   tours and rentals, from how leads write, not from what the engine reads.
 * - Nothing is tuned against it: the engine is improved on its own table
 *   (message-table.ts) and on the development rows of dev-table.ts, written
 *   separately. No test asserts on its rows one by one, and the benchmark
 *   prints only per-field totals for it, never which rows missed.
 * - A row is never edited to make it pass. A row found to be mislabelled is
 *   fixed only with a note in the commit saying why.
 */
export const HELD_OUT_TABLE_2: Row[] = [...TIME_WINDOW_ROWS, ...TOUR_ROWS, ...RENTAL_ROWS, ...MIXED_ROWS, ...SPANISH_ROWS];
