import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { CsvImportError } from '../campaigns.errors.js';
import { parseContactsCsv } from '../csv-import.js';
import { attestedConsent } from '../import.service.js';

const NOW = new Date('2026-03-02T15:00:00Z');
const attested = attestedConsent(true, NOW);

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof CsvImportError) return `${err.code}: ${err.message}`;
    throw err;
  }
  return 'no error';
}

describe('parseContactsCsv', () => {
  it('reads a BOM, quoted commas and line breaks, and skips blank rows, numbering rows as a spreadsheet does', () => {
    const csv = '\uFEFFName,Phone,Email,Notes\r\n"Lee, Ann",(512) 555-0100,ann@example.com,"Wants 3 beds,\nnear schools"\r\n\r\n,,,\r\nBo,512-555-0101,,\r\n';
    const { rows, blank } = parseContactsCsv(csv, attested, NOW);
    expect(rows).toEqual([
      { row: 2, name: 'Lee, Ann', phone: '(512) 555-0100', email: 'ann@example.com', notes: 'Wants 3 beds,\nnear schools', address: null, consent: attested },
      { row: 5, name: 'Bo', phone: '512-555-0101', email: null, notes: null, address: null, consent: attested },
    ]);
    expect(blank).toBe(3);
  });

  it('reads semicolon-separated files and any column whose header contains “phone”', () => {
    const { rows } = parseContactsCsv('First Name;Last Name;Mobile Phone;E-mail\nAnn;Lee;5125550100;ann@example.com\n', attested, NOW);
    expect(rows[0]).toMatchObject({ name: 'Ann Lee', phone: '5125550100', email: 'ann@example.com' });
  });

  it('answers the spec’s errors: no data row, no phone column, no phone numbers', () => {
    expect(codeOf(() => parseContactsCsv('', attested, NOW))).toBe('INVALID_CSV: CSV must have a header row and at least one data row');
    expect(codeOf(() => parseContactsCsv('name,phone\n\n', attested, NOW))).toBe('INVALID_CSV: CSV must have a header row and at least one data row');
    expect(codeOf(() => parseContactsCsv('name,email\nAnn,ann@example.com\n', attested, NOW))).toBe(
      "MISSING_PHONE_COLUMN: CSV must have a column containing 'phone' in the header",
    );
    expect(codeOf(() => parseContactsCsv('name,phone\nAnn,\nBo,n/a\n', attested, NOW))).toBe('NO_PHONE_NUMBERS: No valid phone numbers found in the CSV file');
  });

  it('lets a consent column decide per row: a date is when, a “no” is none', () => {
    const { rows } = parseContactsCsv('name,phone,SMS/Call Consent\nAnn,5125550100,2026-01-15\nBo,5125550101,no\nCy,5125550102,yes\n', attested, NOW);
    expect(rows[0]!.consent).toEqual({ method: 'written', at: new Date('2026-01-15'), source: 'CSV column “SMS/Call Consent”: 2026-01-15' });
    expect(rows[1]!.consent).toBeNull();
    expect(rows[2]!.consent).toMatchObject({ method: 'written', at: NOW });
  });
});

describe('POST /api/call-lists/import and /api/call-lists/{id}/import', () => {
  let app: ReturnType<typeof createTestApp>['app'];
  withTestDatabase();
  beforeAll(() => {
    app = createTestApp({ env: { PUBLIC_BASE_URL: 'http://leadnest.example' } }).app;
  });

  it('imports into a new “Imported List”, reporting per-row errors and skipping duplicates by normalised phone', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    const csv = 'name,phone,email\nAnn,(512) 555-0100,ann@example.com\nAnn again,+1 512 555 0100,\nBo,not a number,\nCy,,\nDi,303.555.0101,\n';
    const res = await agent.post('/api/call-lists/import?attestConsent=true').set('Content-Type', 'text/csv').send(csv).expect(201);
    expect(res.body).toMatchObject({ added: 2, duplicates: 1, callList: { name: 'Imported List', totalContacts: 2 } });
    expect(res.body.errors).toEqual([
      { row: 4, reason: '“not a number” is not a phone number' },
      { row: 5, reason: 'No phone number' },
    ]);
    const contacts = await agent.get(`/api/call-lists/${res.body.callList.id}/contacts`).expect(200);
    expect(contacts.body[0]).toMatchObject({ name: 'Ann', phone: '+15125550100', consent: { method: 'import-attested' } });
    // Importing the same file again into the list adds nothing.
    const again = await agent.post(`/api/call-lists/${res.body.callList.id}/import?attestConsent=true`).set('Content-Type', 'text/csv').send(csv).expect(200);
    expect(again.body).toMatchObject({ added: 0, duplicates: 3, callList: { totalContacts: 2 } });
  });

  it('refuses an import without the consent attestation unless the file has a consent column', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    const refused = await agent.post('/api/call-lists/import?name=Leads').set('Content-Type', 'text/csv').send('name,phone\nAnn,5125550100\n').expect(400);
    expect(refused.body.code).toBe('CONSENT_ATTESTATION_REQUIRED');
    const withColumn = await agent
      .post('/api/call-lists/import?name=Leads')
      .set('Content-Type', 'text/csv')
      .send('name,phone,consent\nAnn,5125550100,yes\n')
      .expect(201);
    expect(withColumn.body.callList.name).toBe('Leads');
    const missing = await agent.post('/api/call-lists/import?attestConsent=true').set('Content-Type', 'text/csv').send('name,email\nAnn,a@b.co\n').expect(400);
    expect(missing.body).toMatchObject({ code: 'MISSING_PHONE_COLUMN', message: "CSV must have a column containing 'phone' in the header" });
    await agent.post('/api/call-lists/import?attestConsent=true').set('Content-Type', 'application/json').send({ csv: 'x' }).expect(415);
    await agent
      .post('/api/call-lists/0123456789abcdef01234567/import?attestConsent=true')
      .set('Content-Type', 'text/csv')
      .send('name,phone\nA,5125550100\n')
      .expect(404);
  });

  it('reads every cell through the contact schema of the Add Contact form: a row it refuses is reported with why, the rest imported', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    const huge = 'A'.repeat(1024 * 1024);
    const csv = [
      'name,phone,email,address,notes',
      'Ann Lee,5125550100,ann@example.com,"1 Main St, Austin TX","Wants 3 beds,\nnear schools"',
      `${huge},5125550101,,,`,
      '"Bo\u0007Diddley",5125550102,,,',
      `Cy,5125550103,${'c'.repeat(250)}@example.com,,`,
      `Di,5125550104,,${'x'.repeat(301)},`,
      `Ed,5125550105,,,${'n'.repeat(1001)}`,
      ',5125550106,,,',
    ].join('\n');
    const res = await agent.post('/api/call-lists/import?attestConsent=true').set('Content-Type', 'text/csv').send(csv).expect(201);
    expect(res.body).toMatchObject({ added: 2, duplicates: 0, callList: { totalContacts: 2 } });
    expect(res.body.errors).toEqual([
      { row: 3, reason: 'The contact’s name is too long (120 characters at most).' },
      { row: 4, reason: 'A name cannot contain line breaks, tabs or other control characters.' },
      { row: 5, reason: 'The email is too long (254 characters at most).' },
      { row: 6, reason: 'The address is too long (300 characters at most).' },
      { row: 7, reason: 'The notes are too long (1,000 characters at most).' },
    ]);
    const contacts = await agent.get(`/api/call-lists/${res.body.callList.id}/contacts`).expect(200);
    expect(contacts.body.map((c: { name: string; notes: string | null }) => [c.name, c.notes])).toEqual([
      ['Ann Lee', 'Wants 3 beds,\nnear schools'],
      // A row without a name is named by its number, as before.
      ['(512) 555-0106', null],
    ]);
  });

  // Several of the import's insert batches (2,000 rows each), duplicates and all; how fast 50,000 rows go is `npm run bench:campaigns`'s figure.
  it('imports a file of many batches whole: every row added, a duplicate or an error', async () => {
    const { agent } = await subscribedAgent(app, {}, 'enterprise');
    const rows = 5_000;
    const lines = ['name,phone,email,notes'];
    // The last 500 rows repeat the first 500 phones.
    const phone = (n: number) => `(${200 + (n % 700)}) 555-${String(n % 1_000).padStart(4, '0')}`;
    for (let i = 0; i < rows; i++) lines.push(`Contact ${i},"${phone(i % 4_500)}",c${i}@example.com,"row ${i}, imported"`);
    const res = await agent.post('/api/call-lists/import?attestConsent=true').set('Content-Type', 'text/csv').send(lines.join('\n')).expect(201);
    expect(res.body.added + res.body.duplicates + res.body.errors.length).toBe(rows);
    expect(res.body.added).toBeGreaterThan(2 * 2_000);
    expect(res.body.duplicates).toBeGreaterThan(0);
    expect(res.body.callList.totalContacts).toBe(res.body.added);
  });
});
