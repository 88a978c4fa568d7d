/**
 * Checks that a signature is a real, plain PNG before it is stored or drawn into a PDF:
 * the signature bytes, every chunk's length and CRC, a sane header, and image data that
 * inflates to exactly the size the header announces (bounded, so a crafted file cannot
 * make the server inflate gigabytes). A canvas's `toDataURL('image/png')` passes.
 */
import { crc32, inflateSync } from 'node:zlib';

export const MAX_SIGNATURE_WIDTH = 2000;
export const MAX_SIGNATURE_HEIGHT = 1000;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Critical chunks a plain PNG may carry; an unknown critical chunk makes a PNG unreadable. */
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** Channels per colour type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA) and their allowed bit depths. */
const COLOUR_TYPES: Readonly<Record<number, { channels: number; depths: readonly number[] }>> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

export interface PngInfo {
  width: number;
  height: number;
}

/** The PNG's size when `bytes` is a valid, non-interlaced PNG within the bounds; else null. */
export function inspectPng(bytes: Buffer): PngInfo | null {
  if (bytes.length < SIGNATURE.length + 12 + 13 + 12 || !bytes.subarray(0, 8).equals(SIGNATURE)) return null;
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number } | null = null;
  const data: Buffer[] = [];
  let ended = false;
  let palette = false;
  while (offset < bytes.length) {
    if (ended || offset + 12 > bytes.length) return null;
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || length > bytes.length - offset - 12) return null;
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) return null;
    const critical = type[0] === type[0]!.toUpperCase();
    if (critical && !CRITICAL.has(type)) return null;
    if (header === null && type !== 'IHDR') return null;
    if (type === 'IHDR') {
      if (header !== null || length !== 13) return null;
      const [compression, filter, interlace] = [body[10], body[11], body[12]];
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8]!, colour: body[9]! };
      const kind = COLOUR_TYPES[header.colour];
      if (kind === undefined || !kind.depths.includes(header.depth) || compression !== 0 || filter !== 0 || interlace !== 0) return null;
      if (header.width < 1 || header.height < 1 || header.width > MAX_SIGNATURE_WIDTH || header.height > MAX_SIGNATURE_HEIGHT) return null;
    } else if (type === 'PLTE') palette = true;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  if (!ended || header === null || data.length === 0 || (header.colour === 3 && !palette)) return null;
  const bitsPerPixel = COLOUR_TYPES[header.colour]!.channels * header.depth;
  const expected = header.height * (1 + Math.ceil((header.width * bitsPerPixel) / 8));
  try {
    const pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
    if (pixels.length !== expected) return null;
    // Each row starts with its filter type, 0 to 4.
    const stride = expected / header.height;
    for (let row = 0; row < header.height; row += 1) if (pixels[row * stride]! > 4) return null;
  } catch {
    return null;
  }
  return { width: header.width, height: header.height };
}
