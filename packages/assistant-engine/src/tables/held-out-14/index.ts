import { type Row } from '../message-rows';
import { writtenChannels, writtenRows, type WrittenTable } from '../written-table';
import table from './rows.json';

/**
 * HELD-OUT TABLE 14: 320 lead messages, 64 on each channel (SMS, website
 * chat, phone-call transcripts, Messenger, Instagram), written on
 * 2026-11-29 by a helper session that read none of the engine's rules and
 * none of the other tables' rows, only the row shape, the Understood
 * vocabularies and the decisions (rows.json's `about` lists what it read and
 * which readings it chose where the decisions are silent). It measures the
 * engine on wording it has never seen, avoiding the example phrases already
 * quoted by held-out-13 and docs/decisions/0023-readings-settled.md. Its
 * messages are set in early summer: the school year ending and families
 * timing moves to the break, Memorial Day just past and July 4th ahead,
 * graduations, new nurses and teachers relocating, military PCS orders,
 * first-time buyers with FHA, VA and USDA loans, builders and new
 * construction, pools and hurricane-season insurance, vacation and lake
 * homes, short-term-rental investors, landlords, owners asking what their
 * home is worth, expired listings and FSBO owners, with many chatty call
 * transcripts (fillers, false starts, spoken and spelled numbers, names and
 * emails), several facts per message, corrections, opt-outs and their
 * look-alikes, steering questions and their look-alikes, requests for a
 * person and messages that state nothing.
 *
 * The rules of the held-out tables hold: the engine is never tuned against
 * it, no test asserts on its rows one by one, the benchmark prints only
 * per-field totals, and a row is never edited once the table has been
 * measured, least of all to make it pass. Once its misses are read, its
 * figures are no longer those of unseen messages, and a fresh table, written
 * blind, takes its place.
 *
 * Each row is one message read alone at the table's `now` (Tue 4 Jun 2030,
 * 14:30 in New York, EDT, UTC-4; no clock change near: forward on Sun 10 Mar
 * 2030, back on Sun 3 Nov 2030) by an agent serving TABLE_AREAS; a field a
 * row does not list is expected empty. Times follow
 * docs/decisions/0038-whole-conversations.md (a day alone is `showingDay`;
 * morning, afternoon, evening are 9:00, 13:00, 18:00), opt-outs 0009,
 * steering questions 0010, readings 0023.
 */
export const HELD_OUT_TABLE_14: Row[] = writtenRows(table as WrittenTable);

/** The channel each row was written for (the engine reads every channel alike; the benchmark counts them). */
export const HELD_OUT_14_CHANNELS: string[] = writtenChannels(table as WrittenTable);
