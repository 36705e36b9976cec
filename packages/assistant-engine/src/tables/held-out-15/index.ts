import { type Row } from '../message-rows';
import { writtenChannels, writtenRows, type WrittenTable } from '../written-table';
import table from './rows.json';

/**
 * HELD-OUT TABLE 15: 320 lead messages, 64 on each channel (SMS, website
 * chat, phone-call transcripts, Messenger, Instagram), written on
 * 2026-11-29 by a helper session that read none of the engine's rules and
 * none of the other tables' rows, only the row shape, the Understood
 * vocabularies and the decisions (rows.json's `about` lists what it read and
 * which readings it chose where the decisions are silent). It measures the
 * engine on wording it has never seen. Its messages are set in autumn:
 * interest-rate news and buyers who paused and are coming back, the end of
 * the year and closings for the tax year, Halloween, Thanksgiving and the
 * holidays ahead, relocations for January job starts, retirees moving closer
 * to their grandchildren, divorces and inherited homes, condo-association and
 * HOA questions, rent-to-own and lease-option asks, multi-generational homes,
 * accessibility needs stated as needs, Spanish and Spanglish, long rambling
 * messages with several facts and a correction, and curt one-word replies;
 * spoken numbers, fillers and false starts on calls, emoji and shorthand on
 * Instagram, opt-outs, steering questions, requests for a person and
 * messages that state nothing.
 *
 * The rules of the held-out tables hold: the engine is never tuned against
 * it, no test asserts on its rows one by one, the benchmark prints only
 * per-field totals, and a row is never edited once the table has been
 * measured, least of all to make it pass. Once its misses are read, its
 * figures are no longer those of unseen messages, and a fresh table, written
 * blind, takes its place.
 *
 * Each row is one message read alone at the table's `now` (Thu 24 Oct 2030,
 * 09:15 in New York, EDT, UTC-4; clocks go back on Sun 3 Nov 2030, so a time
 * from that day on is UTC-5) by an agent serving TABLE_AREAS; a field a row
 * does not list is expected empty. Times follow
 * docs/decisions/0038-whole-conversations.md (a day alone is `showingDay`;
 * morning, afternoon, evening are 9:00, 13:00, 18:00), opt-outs 0009,
 * steering questions 0010, readings 0023.
 */
export const HELD_OUT_TABLE_15: Row[] = writtenRows(table as WrittenTable);

/** The channel each row was written for (the engine reads every channel alike; the benchmark counts them). */
export const HELD_OUT_15_CHANNELS: string[] = writtenChannels(table as WrittenTable);
