// Reads what the header of a PNG or JPEG file says (type, pixel size, JPEG comment), for the tests
// and checks that hold the link-preview images to their format, without an image library.

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The segments of a JPEG file before its image data: `{ marker, start, length }` (start of the payload). */
function* jpegSegments(data) {
  if (data[0] !== 0xff || data[1] !== 0xd8) throw new Error('Not a JPEG file');
  let offset = 2;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) throw new Error(`Malformed JPEG: no marker at byte ${offset}`);
    const marker = data[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = data.readUInt16BE(offset + 2) - 2;
    yield { marker, start: offset + 4, length };
    // Start of scan: entropy-coded data follows, no header segment after it.
    if (marker === 0xda) return;
    offset += 4 + length;
  }
}

/** `{ type: 'png' | 'jpeg', width, height }` of a PNG or JPEG file's bytes; throws on anything else. */
export function imageSize(bytes) {
  const data = Buffer.from(bytes);
  if (data.subarray(0, 8).equals(pngSignature) && data.toString('latin1', 12, 16) === 'IHDR') {
    return { type: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data[0] !== 0xff || data[1] !== 0xd8) throw new Error('Neither a PNG nor a JPEG file');
  for (const { marker, start } of jpegSegments(data)) {
    // Start of frame: SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { type: 'jpeg', width: data.readUInt16BE(start + 3), height: data.readUInt16BE(start + 1) };
    }
  }
  throw new Error('Malformed JPEG: no frame header');
}

/** The text of a JPEG file's first comment segment (UTF-8), or `undefined` when it has none. */
export function jpegComment(bytes) {
  const data = Buffer.from(bytes);
  for (const { marker, start, length } of jpegSegments(data)) {
    if (marker === 0xfe) return data.toString('utf8', start, start + length);
  }
  return undefined;
}

/** A JPEG file's bytes with a comment segment (UTF-8) first after its start marker. */
export function withJpegComment(bytes, text) {
  const data = Buffer.from(bytes);
  if (data[0] !== 0xff || data[1] !== 0xd8) throw new Error('Not a JPEG file');
  const comment = Buffer.from(text, 'utf8');
  if (comment.length > 0xfffd) throw new Error('JPEG comment too long');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([data.subarray(0, 2), header, comment, data.subarray(2)]);
}
