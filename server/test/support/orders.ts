/**
 * Helpers of the ordering specs: real PNG files of any size (a drawn signature, or noise
 * that does not compress), the text a PDF draws (its content streams inflated and the
 * text operators read) and a complete order form. Not a spec itself.
 */
import { crc32, deflateSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An RGBA PNG. `noise` fills it with random pixels (it then hardly compresses: about
 * width × height × 4 bytes); otherwise a dark stroke on a transparent background.
 */
export function makePng(width: number, height: number, options: { noise?: boolean } = {}): Buffer {
  const stride = 1 + width * 4;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * stride + 1 + x * 4;
      if (options.noise) {
        for (let c = 0; c < 4; c += 1) raw[at + c] = Math.floor(Math.random() * 256);
      } else if (Math.abs(y - height / 2 - Math.sin(x / 12) * (height / 4)) < 2) {
        raw[at + 3] = 255;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
export { pdfTexts } from '@fibre-portal/shared/test-support/pdf-text';

/** A complete, valid order form for `cid` (products orderable for ISPs). */
export function orderInput(cid: string, overrides: Record<string, unknown> = {}) {
  return {
    cid,
    idempotencyKey: randomUUID(),
    salutation: 'Frau',
    firstName: 'Anna',
    lastName: 'Huber',
    birthDate: '1985-04-23',
    email: 'anna.huber@example.at',
    phone: '+43 664 1234567',
    mainProductId: 'GF-500',
    addOnProductIds: ['AO-VOIP'],
    contractTermMonths: 24,
    preferredDate: null,
    installationNotes: 'Bitte vorher anrufen; Zugang über den Hof.',
    consentTerms: true,
    consentDataProcessing: true,
    ...overrides,
  };
}
