import { type Row } from '../message-rows';
import { writtenChannels, writtenRows, type WrittenTable } from '../written-table';
import table from './rows.json';

/**
 * HELD-OUT TABLE 16: 320 lead messages, 64 on each channel (SMS, website
 * chat, phone-call transcripts, Messenger, Instagram), written on 2026-11-29
 * by a helper session that read none of the engine's rules and none of the
 * other tables' rows, only the row shape, the Understood vocabularies and the
 * decisions (rows.json's `about` lists what it read and which readings it
 * chose where the decisions are silent). It measures the engine on wording
 * it has never seen. Its messages are set in late summer, the Friday before
 * Labor Day week: back to school and school-district questions, a heat wave
 * and dead AC units, hurricane season and people leaving the coast, college
 * towns and students renting with roommates, parents buying a condo for a
 * college kid, newlyweds, first jobs, remote workers leaving the city, land,
 * new-construction lots and horse property, condo conversions, buyers who
 * lost bidding wars, sellers timing the market, tenants with pets, voucher
 * holders asking what accepts vouchers and agents referring clients; with
 * short answers to the assistant's questions read alone ("tuesday works",
 * "cash"), spoken transcripts with fillers, false starts and spoken digits,
 * typos, emoji, corrections, opt-outs, steering questions, requests for a
 * person and messages that state nothing.
 *
 * The rules of the held-out tables hold: the engine is never tuned against
 * it, no test asserts on its rows one by one, the benchmark prints only
 * per-field totals, and a row is never edited once the table has been
 * measured, least of all to make it pass. Once its misses are read, its
 * figures are no longer those of unseen messages, and a fresh table, written
 * blind, takes its place.
 *
 * Each row is one message read alone at the table's `now` (Fri 22 Aug 2031,
 * 16:45 in New York, EDT, UTC-4; no clock change until Sun 2 Nov 2031; Labor
 * Day is Mon 1 Sep) by an agent serving TABLE_AREAS; a field a row does not
 * list is expected empty. Times follow
 * docs/decisions/0038-whole-conversations.md (a day alone is `showingDay`;
 * morning, afternoon, evening are 9:00, 13:00, 18:00), opt-outs 0009,
 * steering questions 0010, readings 0023.
 */
export const HELD_OUT_TABLE_16: Row[] = writtenRows(table as WrittenTable);

/** The channel each row was written for (the engine reads every channel alike; the benchmark counts them). */
export const HELD_OUT_16_CHANNELS: string[] = writtenChannels(table as WrittenTable);
