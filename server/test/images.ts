import sharp from 'sharp';
import zlib from 'node:zlib';

/**
 * A valid PNG of a few KB whose header declares `width` x `height` greyscale pixels, with only its first rows of data:
 * decoding it all would take width x height bytes.
 */
export function decompressionBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // Each row is a filter byte and `width` samples.
    chunk('IDAT', zlib.deflateSync(Buffer.alloc((width + 1) * 50))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG of the given size (a two-colour picture, so that it is not a flat fill). */
export async function jpeg(width: number, height: number, options: { orientation?: number } = {}) {
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#c65d3b' } }).png().toBuffer();
  const picture = sharp({ create: { width, height, channels: 3, background: '#6f8f5a' } }).composite([{ input: half, left: 0, top: 0 }]).jpeg({ quality: 85 });
  return (options.orientation ? picture.withMetadata({ orientation: options.orientation }) : picture).toBuffer();
}

/** One image as an editor's upload sends it: multipart, under `image`. */
export const imageForm = (bytes: Buffer, name: string, type: string) => {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
};
