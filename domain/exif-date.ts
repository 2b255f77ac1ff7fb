import { parisLocalToDate } from "./paris-time.ts";

/**
 * When a JPEG photo was taken, from its EXIF DateTimeOriginal (tag 0x9003, in the Exif IFD) and its
 * OffsetTimeOriginal (0x9011) when the camera wrote one; without an offset, the phone's clock is read
 * as Paris time. Null when the file has none (a screenshot, a PNG, an edited photo) or it is damaged:
 * the caller keeps the date it had (the file's date, the upload's).
 */
export function exifCaptureDate(bytes: Uint8Array): Date | null {
  const tiff = exifTiff(bytes);
  if (!tiff) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  if (!little && tiff[0] !== 0x4d) return null;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const inside = (at: number, size: number) => at >= 0 && at + size <= tiff.byteLength;
  /** The entries of the IFD at `at`: tag → offset of its 12-byte entry. */
  const entries = (at: number) => {
    const found = new Map<number, number>();
    if (!inside(at, 2)) return found;
    const count = u16(at);
    for (let i = 0; i < count && inside(at + 2 + i * 12, 12); i++) found.set(u16(at + 2 + i * 12), at + 2 + i * 12);
    return found;
  };
  /** An ASCII value (type 2): in the entry when 4 bytes or fewer, else at its offset. */
  const ascii = (entry: number | undefined) => {
    if (entry === undefined || u16(entry + 2) !== 2) return "";
    const count = u32(entry + 4);
    const at = count <= 4 ? entry + 8 : u32(entry + 8);
    if (!inside(at, count)) return "";
    return String.fromCharCode(...tiff.subarray(at, at + count)).replace(/\0.*$/s, "");
  };
  if (!inside(4, 4)) return null;
  const pointer = entries(u32(4)).get(0x8769);
  if (pointer === undefined) return null;
  const exif = entries(u32(pointer + 8));
  const m = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(ascii(exif.get(0x9003)).trim());
  if (!m || m[1] === "0000") return null;
  const offset = /^[+-]\d{2}:\d{2}$/.exec(ascii(exif.get(0x9011)).trim())?.[0];
  const date = offset
    ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${offset}`)
    : parisLocalToDate(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** The TIFF structure of a JPEG's APP1 « Exif » segment, or null. */
function exifTiff(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (marker === 0xda || length < 2) return null;
    const start = at + 4;
    const header = String.fromCharCode(...bytes.subarray(start, start + 6));
    if (marker === 0xe1 && header === "Exif\0\0") return bytes.subarray(start + 6, at + 2 + length);
    at += 2 + length;
  }
  return null;
}
