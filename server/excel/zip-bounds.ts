import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

/**
 * An .xlsx is a zip archive: a 20 MB upload can unpack to gigabytes. Before the sheet reader
 * sees a file, every entry is unpacked here once with a ceiling on the total, so that the
 * reader, which unpacks the same bytes again as a stream, never meets more than the ceiling.
 */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;

export type ZipProblem = 'malformed' | 'tooLarge';

const inflate = promisify(inflateRaw) as (data: Buffer, options: { maxOutputLength: number }) => Promise<Buffer>;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
/** A 32-bit size or offset of this value means the real one is in a zip64 record: never in a sheet upload. */
const ZIP64 = 0xffffffff;

interface Entry {
  flags: number;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function findEndOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

function directoryEntries(zip: Buffer, end: number): { entries: Entry[]; directoryOffset: number } | undefined {
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    };
    if (entry.compressedSize === ZIP64 || entry.localOffset === ZIP64) return undefined;
    entries.push(entry);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return { entries, directoryOffset };
}

/**
 * The compressed data of each entry, checked to lie end to end from the first byte to the
 * directory: a streaming reader walks the local headers in order, so no entry may hide
 * between them that the directory does not list.
 */
function entryData(zip: Buffer): { method: number; data: Buffer }[] | undefined {
  const end = findEndOfDirectory(zip);
  if (end < 0) return undefined;
  const directory = directoryEntries(zip, end);
  if (!directory) return undefined;
  const out: { method: number; data: Buffer }[] = [];
  let expected = 0;
  for (const entry of [...directory.entries].sort((a, b) => a.localOffset - b.localOffset)) {
    const at = entry.localOffset;
    if (at !== expected || at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return undefined;
    const hasDescriptor = (entry.flags & 0x8) !== 0;
    const localSize = zip.readUInt32LE(at + 18);
    if (!hasDescriptor && localSize !== entry.compressedSize) return undefined;
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const stop = start + entry.compressedSize;
    if (stop > directory.directoryOffset) return undefined;
    out.push({ method: entry.method, data: zip.subarray(start, stop) });
    expected = stop;
    if (hasDescriptor) expected += stop + 4 <= zip.length && zip.readUInt32LE(stop) === DATA_DESCRIPTOR ? 16 : 12;
  }
  return expected === directory.directoryOffset ? out : undefined;
}

/** Why the archive may not be read, or undefined when it unpacks within the ceiling. */
export async function zipProblem(zip: Buffer, ceiling = MAX_UNZIPPED_BYTES): Promise<ZipProblem | undefined> {
  if (zip.length < 22) return 'malformed';
  const entries = entryData(zip);
  if (!entries) return 'malformed';
  let remaining = ceiling;
  for (const { method, data } of entries) {
    let size: number;
    if (method === 0) size = data.length;
    else if (method === 8) {
      try {
        // One byte more than what is left: reaching it means the entry is over the ceiling.
        size = (await inflate(data, { maxOutputLength: remaining + 1 })).length;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'malformed';
      }
    } else return 'malformed';
    remaining -= size;
    if (remaining < 0) return 'tooLarge';
  }
  return undefined;
}
