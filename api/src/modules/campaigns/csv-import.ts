import { CAMPAIGN_MESSAGES as M, MAX_IMPORT_ROWS } from '@leadnest/contracts';
import { toE164 } from '@leadnest/contracts/phone-number';
import Papa from 'papaparse';

import type { ContactConsent } from './call-list-contact.model.js';
import { CsvImportError } from './campaigns.errors.js';
import type { NewContactRow } from './contacts.service.js';

/**
 * Reading a contacts CSV (spec §8 import toasts; the import is real:
 * docs/decisions/0022-stubs-become-real.md). papaparse does the CSV itself (quotes, quoted commas and line
 * breaks, the delimiter: comma, semicolon or tab); this file finds the
 * columns in the header row: name, phone (any column whose header contains
 * 'phone', the first one wins), email, notes, address, and a consent column
 * when there is one. A leading byte-order mark and blank lines are ignored.
 */
export interface CsvColumns {
  phone: number;
  name: number;
  firstName: number;
  lastName: number;
  email: number;
  notes: number;
  address: number;
  consent: number;
}

export function findColumns(header: string[]): CsvColumns {
  const h = header.map((c) => c.trim().toLowerCase());
  const find = (test: (c: string) => boolean) => h.findIndex(test);
  return {
    phone: find((c) => c.includes('phone')),
    name: find((c) => c === 'name' || c === 'full name' || c === 'fullname' || c === 'contact name' || c === 'contact'),
    firstName: find((c) => c === 'first name' || c === 'firstname' || c === 'first'),
    lastName: find((c) => c === 'last name' || c === 'lastname' || c === 'last'),
    email: find((c) => c.includes('email') || c.includes('e-mail')),
    notes: find((c) => c === 'notes' || c === 'note' || c === 'comments'),
    address: find((c) => c.includes('address')),
    consent: find((c) => c.includes('consent') || c.includes('opt-in') || c.includes('opt in') || c === 'optin'),
  };
}

const NO = /^(no|n|false|0|none|declined|revoked|opted[- ]?out)$/i;

/**
 * A consent cell: empty or a "no" means no consent for that row; a date
 * means consent given then; any other "yes" means consent given, at the
 * time of import. The cell's text is kept as the consent's source.
 */
export function consentOfCell(cell: string | undefined, header: string, now: Date): ContactConsent | null {
  const value = (cell ?? '').trim();
  if (!value || NO.test(value)) return null;
  const date = /\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}/.test(value) ? new Date(value) : null;
  const at = date && !Number.isNaN(date.getTime()) && date <= now ? date : now;
  return { method: 'written', at, source: `CSV column “${header.trim()}”: ${value.slice(0, 200)}` };
}

export interface ParsedCsv {
  rows: NewContactRow[];
  /** Blank lines skipped. */
  blank: number;
  /** Whether the file has its own consent column (then it decides per row). */
  hasConsentColumn: boolean;
}

/**
 * Parses the file into rows to add. Throws the spec's errors: no header or
 * no data row ('Invalid CSV'), no phone column ('Missing Phone Column'),
 * no row with a phone ('No Phone Numbers Found'). `attested` is the
 * agent's attestation that every contact in the file consented; a consent
 * column, when present, decides per row instead.
 */
export function parseContactsCsv(text: string, attested: ContactConsent | null, now = new Date()): ParsedCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t', '|'] });
  const lines = parsed.data;
  const isBlank = (line: string[]) => line.every((cell) => !cell || !cell.trim());
  const headerAt = lines.findIndex((line) => !isBlank(line));
  if (headerAt < 0) throw new CsvImportError(M.invalidCsvTitle, M.invalidCsv, 'INVALID_CSV');
  const header = lines[headerAt]!;
  const columns = findColumns(header);
  const dataLines = lines.length - headerAt - 1;
  if (!lines.slice(headerAt + 1).some((line) => !isBlank(line))) throw new CsvImportError(M.invalidCsvTitle, M.invalidCsv, 'INVALID_CSV');
  if (columns.phone < 0) throw new CsvImportError(M.missingPhoneColumnTitle, M.missingPhoneColumn, 'MISSING_PHONE_COLUMN');
  if (dataLines > MAX_IMPORT_ROWS + 1) throw new CsvImportError(M.importFailedTitle, M.tooManyRows(MAX_IMPORT_ROWS), 'TOO_MANY_ROWS');
  const cell = (line: string[], index: number) => (index >= 0 ? (line[index] ?? '').trim() : '');
  const rows: NewContactRow[] = [];
  let blank = 0;
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (isBlank(line)) {
      blank += 1;
      continue;
    }
    const name = cell(line, columns.name) || [cell(line, columns.firstName), cell(line, columns.lastName)].filter(Boolean).join(' ');
    rows.push({
      // Lines as a spreadsheet numbers them: the header is row headerAt + 1.
      row: i + 1,
      name: name || null,
      phone: cell(line, columns.phone),
      email: cell(line, columns.email) || null,
      notes: cell(line, columns.notes) || null,
      address: cell(line, columns.address) || null,
      consent: columns.consent >= 0 ? consentOfCell(line[columns.consent], header[columns.consent]!, now) : attested,
    });
  }
  if (!rows.some((r) => toE164(r.phone))) throw new CsvImportError(M.noPhoneNumbersTitle, M.noPhoneNumbers, 'NO_PHONE_NUMBERS');
  return { rows, blank, hasConsentColumn: columns.consent >= 0 };
}
