import { type Row } from '../message-rows';
import { type SecondReading, secondReadingRows, writtenChannels, writtenRows, type WrittenTable } from '../written-table';
import table from './rows.json';
import second from './second-reading.json';

/**
 * HELD-OUT TABLE 17: 320 lead messages on every channel (SMS, website chat,
 * phone-call transcripts, Messenger, Instagram; 64 each), written on
 * 2026-11-29 by a helper session that read none of the engine's rules and
 * none of the other tables' rows, only the row shape, the Understood
 * vocabularies and the decisions (rows.json's `about` lists what it read and
 * which readings it chose where the decisions are silent). It measures the
 * engine on wording it has never seen. Its messages are set in mid-winter:
 * the new year and resolutions to buy, MLK Day ahead and Valentine's Day,
 * snow days, tax refunds as down payments, rate drops, job transfers,
 * divorce settlements and estates, seniors moving to assisted living and
 * their children selling the house, investors building portfolios, landlords
 * with vacancies, tenants fighting rent hikes, luxury condos and golf
 * communities, mobile homes and land, agents from other brokerages and
 * lenders reaching out, wrong numbers and spam-like texts, angry leads,
 * formal emails with signatures, and many call transcripts with fillers,
 * false starts, names and emails spelled out and numbers read with
 * corrections; also opt-outs, requests for a person, steering questions and
 * messages that state nothing.
 *
 * The rules of the held-out tables hold: the engine is never tuned against
 * it, no test asserts on its rows one by one, the benchmark prints only
 * per-field totals, and a row is never edited once the table has been
 * measured, least of all to make it pass. Once its misses are read, its
 * figures are no longer those of unseen messages, and a fresh table, written
 * blind, takes its place.
 *
 * Each row is one message read alone at the table's `now` (Mon 13 Jan 2031,
 * 11:20 in New York, EST, UTC-5; MLK Day is Mon 20 Jan; clocks go forward
 * on Sun 9 Mar 2031) by an agent serving TABLE_AREAS; a field a row does not
 * list is expected empty. Times follow
 * docs/decisions/0038-whole-conversations.md (a day alone is `showingDay`;
 * morning, afternoon, evening are 9:00, 13:00, 18:00), opt-outs 0009,
 * steering questions 0010, readings 0023.
 */
export const HELD_OUT_TABLE_17: Row[] = writtenRows(table as WrittenTable);

/** The channel each row was written for (the engine reads every channel alike; the benchmark counts them). */
export const HELD_OUT_17_CHANNELS: string[] = writtenChannels(table as WrittenTable);

/** The same messages labelled again by a second reader, blind (second-reading.json's `about`): the agreement two careful readers reach. */
export const HELD_OUT_17_SECOND_READING: Row[] = secondReadingRows(table as WrittenTable, second as SecondReading);
