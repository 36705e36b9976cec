import { type Row } from '../message-rows';
import { writtenChannels, writtenRows, type WrittenTable } from '../written-table';
import table from './rows.json';

/**
 * HELD-OUT TABLE 19: 320 lead messages, 64 on each channel (SMS, website
 * chat, phone-call transcripts, Messenger, Instagram), written on 2026-11-29
 * by a helper session that read none of the engine's rules and none of the
 * other tables' rows, only the row shape, the Understood vocabularies and the
 * decisions (rows.json's `about` lists what it read and which readings it
 * chose where the decisions are silent). It measures the engine on wording
 * it has never seen. Its messages are set in late summer turning to fall, a
 * week after Labor Day: back to school and school-district questions,
 * military PCS moves and VA loans, hurricane season (leads leaving the coast,
 * flood-zone questions), teachers and nurses on shifts, empty nesters, new
 * grads renting a first place, investors and flippers after the summer, fall
 * open houses, Columbus Day weekend and Halloween ahead and the end of
 * daylight saving time; with figures, emails and phones said aloud in words,
 * phones read in groups and corrected, partial answers, spoken fillers and
 * false starts, some Spanish and Spanglish, opt-outs, requests for a person,
 * steering questions and messages that state almost nothing.
 *
 * The rules of the held-out tables hold: the engine is never tuned against
 * it, no test asserts on its rows one by one, the benchmark prints only
 * per-field totals, and a row is never edited once the table has been
 * measured, least of all to make it pass. Once its misses are read, its
 * figures are no longer those of unseen messages, and a fresh table, written
 * blind, takes its place.
 *
 * Each row is one message read alone at the table's `now` (Tue 9 Sep 2031,
 * 08:40 in New York, EDT, UTC-4; clocks go back on Sun 2 Nov 2031, after
 * which local times are UTC-5) by an agent serving TABLE_AREAS; a field a
 * row does not list is expected empty. Times follow
 * docs/decisions/0038-whole-conversations.md (a day alone is `showingDay`;
 * morning, afternoon, evening are 9:00, 13:00, 18:00), opt-outs 0009,
 * steering questions 0010, readings 0023.
 */
export const HELD_OUT_TABLE_19: Row[] = writtenRows(table as WrittenTable);

/** The channel each row was written for (the engine reads every channel alike; the benchmark counts them). */
export const HELD_OUT_19_CHANNELS: string[] = writtenChannels(table as WrittenTable);
