import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/**
 * The encrypted container of an automatic backup (docs/decisions/004-backup-format.md, « Format
 * chiffré »): AES-256-GCM over a stream, chunk by chunk, so memory stays one chunk whatever the size.
 *
 * Header (64 bytes):  "ATLBAK\0\x01" (8) | key id (8) | salt (32) | chunk size u32 BE (4) | zero (12)
 * Then chunks:        flag (1: 0 = more, 1 = last) | length u32 BE | ciphertext (length) | GCM tag (16)
 *
 * The archive's own key is HKDF-SHA256(master key, salt, "atelier-backup v1"): a fresh key per
 * archive, so the chunk counter alone is a safe nonce (12 bytes, big-endian). Each chunk's
 * additional data is the header, its counter and its flag: a chunk moved, dropped, or the end
 * cut off (no chunk flagged last) fails the authentication. The key id (a hash of the master key)
 * tells « wrong recovery phrase » from « damaged archive ».
 */
export const MAGIC = Buffer.from("ATLBAK\0\x01", "latin1");
const HEADER = 64;
const CHUNK = 1024 * 1024;
const TAG = 16;

export class BackupCryptoError extends Error {}

export const keyId = (key: Buffer) =>
  createHash("sha256").update("atelier-backup-key-id").update(key).digest().subarray(0, 8);

const fileKey = (key: Buffer, salt: Buffer) => Buffer.from(hkdfSync("sha256", key, salt, "atelier-backup v1", 32));

function nonce(counter: number): Buffer {
  const iv = Buffer.alloc(12);
  iv.writeBigUInt64BE(BigInt(counter), 4);
  return iv;
}

function aad(header: Buffer, counter: number, last: boolean): Buffer {
  const tail = Buffer.alloc(9);
  tail.writeBigUInt64BE(BigInt(counter), 0);
  tail[8] = last ? 1 : 0;
  return Buffer.concat([header, tail]);
}

/** Encrypts a stream with the master key (32 bytes). */
export function encryptStream(key: Buffer): Transform {
  const salt = randomBytes(32);
  const header = Buffer.alloc(HEADER);
  MAGIC.copy(header, 0);
  keyId(key).copy(header, 8);
  salt.copy(header, 16);
  header.writeUInt32BE(CHUNK, 48);
  const k = fileKey(key, salt);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let counter = 0;
  let headerSent = false;
  const seal = (plain: Buffer, last: boolean): Buffer => {
    const cipher = createCipheriv("aes-256-gcm", k, nonce(counter));
    cipher.setAAD(aad(header, counter, last));
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    const head = Buffer.alloc(5);
    head[0] = last ? 1 : 0;
    head.writeUInt32BE(data.length, 1);
    counter++;
    return Buffer.concat([head, data, cipher.getAuthTag()]);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!headerSent) {
        this.push(header);
        headerSent = true;
      }
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Keep at least one byte back: the last chunk is only known at the end.
      while (pendingBytes > CHUNK) {
        const all = Buffer.concat(pending);
        this.push(seal(all.subarray(0, CHUNK), false));
        pending = [all.subarray(CHUNK)];
        pendingBytes = pending[0].length;
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!headerSent) this.push(header);
      this.push(seal(Buffer.concat(pending), true));
      pending = [];
      done();
    },
  });
}

/** Decrypts what `encryptStream` wrote; fails with a French message on a wrong key or any damage. */
export function decryptStream(key: Buffer): Transform {
  let buffer: Buffer = Buffer.alloc(0);
  let header: Buffer | null = null;
  let k: Buffer | null = null;
  let counter = 0;
  let ended = false;
  const damaged = () => new BackupCryptoError("Archive endommagée : son contenu chiffré ne s'authentifie pas.");
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      try {
        if (!header) {
          if (buffer.length < HEADER) return done();
          header = Buffer.from(buffer.subarray(0, HEADER));
          buffer = buffer.subarray(HEADER);
          if (!header.subarray(0, 8).equals(MAGIC))
            throw new BackupCryptoError("Ce fichier n'est pas une sauvegarde chiffrée de l'atelier.");
          if (!header.subarray(8, 16).equals(keyId(key)))
            throw new BackupCryptoError("La phrase de secours ne correspond pas à cette sauvegarde.");
          k = fileKey(key, header.subarray(16, 48));
        }
        while (buffer.length >= 5) {
          const last = buffer[0] === 1;
          const length = buffer.readUInt32BE(1);
          if (buffer[0] > 1 || length > header.readUInt32BE(48) + TAG || ended) throw damaged();
          if (buffer.length < 5 + length + TAG) break;
          const decipher = createDecipheriv("aes-256-gcm", k!, nonce(counter));
          decipher.setAAD(aad(header, counter, last));
          decipher.setAuthTag(buffer.subarray(5 + length, 5 + length + TAG));
          let plain: Buffer;
          try {
            plain = Buffer.concat([decipher.update(buffer.subarray(5, 5 + length)), decipher.final()]);
          } catch {
            throw damaged();
          }
          buffer = buffer.subarray(5 + length + TAG);
          counter++;
          if (last) ended = true;
          if (plain.length) this.push(plain);
        }
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done: TransformCallback) {
      if (!header) return done(new BackupCryptoError("Ce fichier n'est pas une sauvegarde chiffrée de l'atelier."));
      // Cut short, or bytes after the last chunk.
      if (!ended || buffer.length > 0) return done(damaged());
      done();
    },
  });
}

/**
 * The recovery phrase: the 32-byte key in Crockford base32 (no I, L, O, U: read aloud and typed
 * back without confusion) with a 4-character checksum, in 14 groups of 4 — what the Gérant
 * prints. Typed back, case, spaces and dashes do not matter, and O/I/L read as 0/1/1.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

const checksum = (key: Buffer) => base32(createHash("sha256").update(key).digest()).slice(0, 4);

export function toRecoveryPhrase(key: Buffer): string {
  const text = base32(key) + checksum(key); // 52 + 4 characters
  return text.match(/.{4}/g)!.join("-");
}

/** The key of a recovery phrase, or null when it is mistyped (checksum) or malformed. */
export function fromRecoveryPhrase(phrase: string): Buffer | null {
  const text = phrase
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (text.length !== 56 || [...text].some((c) => !ALPHABET.includes(c))) return null;
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const c of text.slice(0, 52)) {
    value = ((value << 5) | ALPHABET.indexOf(c)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const key = Buffer.from(bytes.slice(0, 32));
  return key.length === 32 && checksum(key) === text.slice(52) ? key : null;
}

/** BACKUP_KEY: a recovery phrase, or 32 bytes in base64 or hex. Null when none of these. */
export function parseBackupKey(value: string): Buffer | null {
  const trimmed = value.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, "hex");
  const b64 = Buffer.from(trimmed, "base64");
  if (b64.length === 32 && /^[A-Za-z0-9+/=_-]{43,44}$/.test(trimmed)) return b64;
  return fromRecoveryPhrase(trimmed);
}
