import { type Row } from '../message-rows';
import { writtenChannels, writtenRows, type WrittenTable } from '../written-table';
import table from './rows.json';

/**
 * HELD-OUT TABLE 21: 320 lead messages on every channel (SMS, website chat,
 * phone-call transcripts, Messenger, Instagram; 64 each), written on
 * 2026-11-29 by a helper session that read none of the engine's rules and
 * none of the other tables' rows, only the row shape, the Understood
 * vocabularies and the decisions (rows.json's `about` lists what it read and
 * which readings it chose where the decisions are silent). It measures the
 * engine on wording it has never seen. Its messages are set on a Friday
 * lunchtime in late spring, before Memorial Day weekend: graduations, summer
 * moves, lake houses and cabins, pools, new jobs starting in June, leases up
 * on July 1, moves timed to the school year, first-time buyers with FHA, VA
 * and down payment assistance, sellers who just accepted an offer and must
 * buy next, investors asking about cap rates and duplexes, landlords seeking
 * tenants, leads writing from work in a hurry (half sentences, autocorrect
 * slips, abbreviations), bare answers, some Spanish, Portuguese and
 * Vietnamese mixed with English, steering questions, opt-outs, requests for a
 * person and messages that state almost nothing or are off-topic.
 *
 * The rules of the held-out tables hold: the engine is never tuned against
 * it, no test asserts on its rows one by one, the benchmark prints only
 * per-field totals, and a row is never edited once the table has been
 * measured, least of all to make it pass. Once its misses are read, its
 * figures are no longer those of unseen messages, and a fresh table, written
 * blind, takes its place.
 *
 * Each row is one message read alone at the table's `now` (Fri 23 May 2031,
 * 12:20 in New York, EDT, UTC-4; no clock change near it: clocks went forward
 * on Sun 9 Mar 2031 and go back on Sun 2 Nov 2031; Memorial Day is Mon 26 May)
 * by an agent serving TABLE_AREAS; a field a row does not list is expected
 * empty. Times follow docs/decisions/0038-whole-conversations.md (a day alone
 * is `showingDay`; morning, afternoon, evening are 9:00, 13:00, 18:00),
 * opt-outs 0009, steering questions 0010, readings 0023.
 */
export const HELD_OUT_TABLE_21: Row[] = writtenRows(table as WrittenTable);

/** The channel each row was written for (the engine reads every channel alike; the benchmark counts them). */
export const HELD_OUT_21_CHANNELS: string[] = writtenChannels(table as WrittenTable);
