import { type Row } from '../message-rows';
import { writtenChannels, writtenRows, type WrittenTable } from '../written-table';
import table from './rows.json';

/**
 * HELD-OUT TABLE 20: 320 lead messages on every channel (64 each of SMS,
 * website chat, phone-call transcripts, Messenger and Instagram), written on
 * 2026-11-29 by a helper session that read none of the engine's rules and
 * none of the other tables' rows, only the row shape, the Understood
 * vocabularies and the decisions (rows.json's `about` lists what it read and
 * which readings it chose where the decisions are silent). It measures the
 * engine on wording it has never seen. Its messages are set in deep winter,
 * a week after a snow and ice storm closed the schools: leads at home
 * scrolling listings at night, couples before Valentine's Day (proposals,
 * moving in together), tax refunds for down payments, Presidents' Day, sellers
 * preparing for the spring market (when to list, staging, pre-listing
 * inspections), the clock change in March, divorces and heirs selling an
 * inherited house, burst pipes, snowbirds in Florida writing about their
 * Georgia homes, travelling nurses and contract workers wanting furnished
 * short leases, long rambling messages that mix requests and corrections,
 * notes-app pastes with bullets, and messages that state almost nothing.
 *
 * The rules of the held-out tables hold: the engine is never tuned against
 * it, no test asserts on its rows one by one, the benchmark prints only
 * per-field totals, and a row is never edited once the table has been
 * measured, least of all to make it pass. Once its misses are read, its
 * figures are no longer those of unseen messages, and a fresh table, written
 * blind, takes its place.
 *
 * Each row is one message read alone at the table's `now` (Tue 10 Feb 2032,
 * 21:15 in New York, EST, UTC-5: already Wednesday in UTC; clocks go forward
 * on Sun 14 Mar 2032) by an agent serving TABLE_AREAS; a field a row does not
 * list is expected empty. Times follow
 * docs/decisions/0038-whole-conversations.md (a day alone is `showingDay`;
 * morning, afternoon, evening are 9:00, 13:00, 18:00), opt-outs 0009,
 * steering questions 0010, readings 0023.
 */
export const HELD_OUT_TABLE_20: Row[] = writtenRows(table as WrittenTable);

/** The channel each row was written for (the engine reads every channel alike; the benchmark counts them). */
export const HELD_OUT_20_CHANNELS: string[] = writtenChannels(table as WrittenTable);
