import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { checksum, decodeRecords, encodeRecord, salvageRecords } from '../src/storage/records.js';

/** The record framing's decisions on damage, byte by byte (no server needed). */
const log = (n: number) => Buffer.concat(Array.from({ length: n }, (_, i) => encodeRecord('i', 'app.leads', Buffer.from(`record-${i}-`.padEnd(40, 'x')))));
const recordLength = log(1).length;

describe('journal records', () => {
  it('use the IEEE CRC-32 of the hand-written table they replaced', () => {
    // Reference values of CRC-32/ISO-HDLC (the zlib and PNG polynomial).
    expect(checksum(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(checksum(Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
    const data = randomBytes(1000);
    expect(checksum(data, 100, 600)).toBe(checksum(data.subarray(100, 600)));
    expect(checksum(data, 500, 1000, checksum(data, 0, 500))).toBe(checksum(data));
  });

  it('a record cut short at the end is a torn tail, not damage', () => {
    const buf = log(5);
    for (const cut of [1, 7, 9, recordLength - 1]) {
      const d = decodeRecords(buf.subarray(0, buf.length - cut));
      expect(d).toMatchObject({ tornTail: true, damage: null, end: 4 * recordLength });
      expect(d.records).toHaveLength(4);
    }
  });

  it('a zero-filled tail is a torn tail', () => {
    const d = decodeRecords(Buffer.concat([log(3), Buffer.alloc(100)]));
    expect(d).toMatchObject({ tornTail: true, damage: null });
    expect(d.records).toHaveLength(3);
  });

  it('a flipped bit in a length field mid-file is damage even though the length runs past the end', () => {
    const buf = log(5);
    buf[2 * recordLength + 3] = 0x7f; // length of record 2 now ~2 GB
    const d = decodeRecords(buf);
    expect(d.tornTail).toBe(false);
    expect(d.damage).toEqual({ offset: 2 * recordLength, reason: expect.stringMatching(/runs past the end/) });
    // Repair resynchronises on the next intact record.
    const s = salvageRecords(buf);
    expect(s.records).toHaveLength(4);
    expect(s.skipped).toEqual([{ offset: 2 * recordLength, bytes: recordLength }]);
  });

  it('a flipped bit in the last complete record is damage, not a torn tail', () => {
    const buf = log(3);
    buf[buf.length - 2]! ^= 1;
    expect(decodeRecords(buf)).toMatchObject({ tornTail: false, damage: { offset: 2 * recordLength, reason: 'checksum mismatch' } });
  });
});
