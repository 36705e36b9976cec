import { type Row } from '../message-rows';
import { writtenChannels, writtenRows, type WrittenTable } from '../written-table';
import table from './rows.json';

/**
 * HELD-OUT TABLE 4: 329 lead messages on every channel (SMS, website chat,
 * phone-call transcripts, Messenger, Instagram), written on 2026-11-28 by
 * someone who had read none of the engine's rules, its other tables or
 * held-out table 3's rows (rows.json's `about` says who, from what, and
 * which readings were chosen where the decisions are silent). It measures
 * the engine on unseen wording after the engine work of that day, whose
 * fixes were made against held-out table 3's misses.
 *
 * The rules of the held-out tables hold: the engine is never tuned against
 * it, no test asserts on its rows one by one, the benchmark prints only
 * per-field totals, and a row is never edited to make it pass. Once its
 * misses are read, its figures are no longer those of unseen messages, and
 * a fresh table, written blind, takes its place.
 *
 * Each row is one message read alone at the table's `now` (Wed 2 Dec 2026,
 * 10:00 in New York) by an agent serving TABLE_AREAS; a field a row does not
 * list is expected empty. Times follow docs/decisions/0038-whole-conversations.md
 * (a day alone is `showingDay`; morning, afternoon, evening are 9:00, 13:00,
 * 18:00), opt-outs 0009, steering questions 0010, readings 0023.
 */
export const HELD_OUT_TABLE_4: Row[] = writtenRows(table as WrittenTable);

/** The channel each row was written for (the engine reads every channel alike; the benchmark counts them). */
export const HELD_OUT_4_CHANNELS: string[] = writtenChannels(table as WrittenTable);
