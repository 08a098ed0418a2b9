// Checks the block checksums of LevelDB's table files (`*.ldb`, `*.sst`), as LevelDB's own
// `paranoid_checks` / `verify_checksums` would: classic-level does not expose those options, and
// without them LevelDB reads a block whose bytes changed on disk without noticing, unless the
// change breaks its decompression. Used by dynalite-worker.mjs at start.
//
// The table format (LevelDB's doc/table_format.md): blocks, each followed by a 5-byte trailer (a
// compression type byte and the masked CRC-32C of the block and that byte); at the end a 48-byte
// footer with the handles of the metaindex and index blocks and a magic number. The index block
// holds a handle to every data block, the metaindex one to the filter block.
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';

const MAGIC = Buffer.from([0x57, 0xfb, 0x80, 0x8b, 0x24, 0x75, 0x47, 0xdb]);
const FOOTER = 48;
const TRAILER = 5;

/** CRC-32C tables for eight bytes at a time ("slicing by 8"): table t holds byte values t bytes ahead. */
const T = (() => {
  const table = new Int32Array(256 * 8);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    table[i] = c;
  }
  for (let t = 1; t < 8; t++) {
    for (let i = 0; i < 256; i++) {
      const previous = table[(t - 1) * 256 + i];
      table[t * 256 + i] = (previous >>> 8) ^ table[previous & 0xff];
    }
  }
  return table;
})();

/** CRC-32C (Castagnoli) of `b[start, end)`. */
function crc32c(b, start, end) {
  let c = -1;
  let i = start;
  for (; i + 8 <= end; i += 8) {
    const low = c ^ (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24));
    c = T[7 * 256 + (low & 0xff)] ^ T[6 * 256 + ((low >>> 8) & 0xff)] ^ T[5 * 256 + ((low >>> 16) & 0xff)] ^ T[4 * 256 + (low >>> 24)]
      ^ T[3 * 256 + b[i + 4]] ^ T[2 * 256 + b[i + 5]] ^ T[256 + b[i + 6]] ^ T[b[i + 7]];
  }
  for (; i < end; i++) c = T[(c ^ b[i]) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

/** LevelDB stores a CRC rotated and offset ("masked"), since it may itself be checksummed. */
function unmask(masked) {
  const rot = (masked - 0xa282ead8) >>> 0;
  return ((rot >>> 17) | (rot << 15)) >>> 0;
}

class Damaged extends Error {}

function varint(bytes, at) {
  let value = 0;
  let scale = 1;
  for (let i = at.pos; i < bytes.length && i < at.pos + 10; i++) {
    const b = bytes[i];
    value += (b & 0x7f) * scale;
    scale *= 128;
    if ((b & 0x80) === 0) {
      at.pos = i + 1;
      return value;
    }
  }
  throw new Damaged('a length does not read');
}

const handleAt = (bytes, at) => ({ offset: varint(bytes, at), size: varint(bytes, at) });

/** Snappy's block format (the only compression LevelDB uses): enough to read index blocks. */
function unsnappy(src) {
  const at = { pos: 0 };
  const length = varint(src, at);
  const out = Buffer.alloc(length);
  let o = 0;
  let pos = at.pos;
  const copy = (offset, n) => {
    if (offset === 0 || offset > o || o + n > length) throw new Damaged('a compressed block does not decompress');
    for (let i = 0; i < n; i++, o++) out[o] = out[o - offset];
  };
  while (pos < src.length) {
    const tag = src[pos++];
    if ((tag & 3) === 0) {
      let n = tag >>> 2;
      if (n >= 60) {
        const bytes = n - 59;
        n = 0;
        for (let i = 0; i < bytes; i++) n += src[pos++] * 2 ** (8 * i);
      }
      n += 1;
      if (pos + n > src.length || o + n > length) throw new Damaged('a compressed block does not decompress');
      src.copy(out, o, pos, pos + n);
      pos += n;
      o += n;
    } else if ((tag & 3) === 1) {
      copy(((tag >>> 5) << 8) | src[pos++], ((tag >>> 2) & 7) + 4);
    } else if ((tag & 3) === 2) {
      copy(src[pos] | (src[pos + 1] << 8), (tag >>> 2) + 1);
      pos += 2;
    } else {
      copy(src.readUInt32LE(pos), (tag >>> 2) + 1);
      pos += 4;
    }
  }
  if (o !== length) throw new Damaged('a compressed block does not decompress');
  return out;
}

/** The block at `handle`, its checksum verified; decompressed when `read`. */
function block(file, handle, what, read = false) {
  const { offset, size } = handle;
  if (offset + size + TRAILER > file.length - FOOTER) throw new Damaged(`the ${what} block lies outside the file`);
  const stored = unmask(file.readUInt32LE(offset + size + 1));
  if (crc32c(file, offset, offset + size + 1) !== stored) throw new Damaged(`the ${what} block at byte ${offset} fails its checksum`);
  const contents = file.subarray(offset, offset + size);
  const type = file[offset + size];
  if (!read || type === 0) return contents;
  if (type === 1) return unsnappy(contents);
  throw new Damaged(`the ${what} block at byte ${offset} has an unknown compression`);
}

/** The values of a block's entries (keys are prefix-compressed; only the values are needed). */
function values(contents) {
  if (contents.length < 4) throw new Damaged('a block is too short');
  const restarts = contents.readUInt32LE(contents.length - 4);
  const end = contents.length - 4 - 4 * restarts;
  if (end < 0) throw new Damaged('a block does not read');
  const out = [];
  const at = { pos: 0 };
  while (at.pos < end) {
    varint(contents, at); // shared key bytes
    const unshared = varint(contents, at);
    const length = varint(contents, at);
    at.pos += unshared;
    if (at.pos + length > end) throw new Damaged('a block entry does not read');
    out.push(contents.subarray(at.pos, at.pos + length));
    at.pos += length;
  }
  return out;
}

/** Verifies every block of one table file; throws what is wrong, or returns the blocks checked. */
export function verifyTable(file) {
  if (file.length < FOOTER) throw new Damaged(`the file is too short to be a table (${file.length} bytes)`);
  if (!file.subarray(file.length - 8).equals(MAGIC)) throw new Damaged('the file does not end with a table footer');
  const at = { pos: file.length - FOOTER };
  const metaindex = handleAt(file, at);
  const index = handleAt(file, at);
  let blocks = 2;
  for (const value of values(block(file, index, 'index', true))) {
    block(file, handleAt(value, { pos: 0 }), 'data');
    blocks++;
  }
  for (const value of values(block(file, metaindex, 'metaindex', true))) {
    block(file, handleAt(value, { pos: 0 }), 'filter');
    blocks++;
  }
  return blocks;
}

/** Verifies the table files named; the first damaged one throws, naming it. Vanished files are skipped. */
export async function verifyTables(paths) {
  let blocks = 0;
  for (const path of paths) {
    let file;
    try {
      file = await readFile(path);
    } catch (error) {
      if (error.code === 'ENOENT') continue; // compacted away since it was listed
      throw error;
    }
    try {
      blocks += verifyTable(file);
    } catch (error) {
      // Anything that does not parse is damage (a handle pointing past a buffer, say).
      throw new Error(`table file ${path}: ${error instanceof Damaged ? error.message : `it does not read (${error.message})`}`, { cause: error });
    }
  }
  return blocks;
}
