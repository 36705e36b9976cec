import { type Row } from '../message-rows';
import { writtenChannels, writtenRows, type WrittenTable } from '../written-table';
import table from './rows.json';

/**
 * HELD-OUT TABLE 13: 320 lead messages on every channel (SMS, website chat,
 * phone-call transcripts, Messenger, Instagram), written on 2026-11-29 by a
 * helper session that read none of the engine's rules and none of the other
 * tables' rows, only the row shape, the Understood vocabularies and the
 * decisions (rows.json's `about` lists what it read and which readings it
 * chose where the decisions are silent). It measures the engine on wording
 * it has never seen. Its messages are set in late winter: Presidents' Day
 * just past and the spring market ahead, ice storms, tax season, new-year
 * relocations and new jobs, divorces and estates, luxury buyers, investors
 * with 1031 exchanges and flips, renters whose lease ends, landlords seeking
 * tenants, older owners downsizing and agents' open houses, in texting
 * shorthand, typos, emoji, some Spanish, prices, dates, emails and phones
 * said many ways, names introduced many ways, corrections mid-sentence,
 * refusals, opt-outs in many wordings, steering questions, requests for a
 * person and messages that state nothing.
 *
 * The rules of the held-out tables hold: the engine is never tuned against
 * it, no test asserts on its rows one by one, the benchmark prints only
 * per-field totals, and a row is never edited once the table has been
 * measured, least of all to make it pass. Once its misses are read, its
 * figures are no longer those of unseen messages, and a fresh table, written
 * blind, takes its place.
 *
 * Each row is one message read alone at the table's `now` (Wed 20 Feb 2030,
 * 10:00 in New York, EST; clocks go forward on Sun 10 Mar 2030) by an agent
 * serving TABLE_AREAS; a field a row does not list is expected empty. Times
 * follow docs/decisions/0038-whole-conversations.md (a day alone is
 * `showingDay`; morning, afternoon, evening are 9:00, 13:00, 18:00),
 * opt-outs 0009, steering questions 0010, readings 0023.
 */
export const HELD_OUT_TABLE_13: Row[] = writtenRows(table as WrittenTable);

/** The channel each row was written for (the engine reads every channel alike; the benchmark counts them). */
export const HELD_OUT_13_CHANNELS: string[] = writtenChannels(table as WrittenTable);
