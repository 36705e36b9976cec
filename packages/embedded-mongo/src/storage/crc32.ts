/** CRC-32 (IEEE) for journal records; table-driven, no dependency. */
const TABLE = new Int32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  TABLE[n] = c;
}

export function crc32(buf: Uint8Array, start = 0, end = buf.length): number {
  let c = -1;
  for (let i = start; i < end; i++) c = TABLE[(c ^ buf[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
