import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { decryptStream, encryptStream, fromRecoveryPhrase, parseBackupKey, toRecoveryPhrase } from "./backup-crypto.ts";

const encrypt = (key: Buffer, data: Buffer) => buffer(Readable.from([data]).pipe(encryptStream(key)));
const decrypt = (key: Buffer, data: Buffer) => buffer(Readable.from([data]).pipe(decryptStream(key)));

describe("the encrypted backup container", () => {
  const key = randomBytes(32);
  const data = randomBytes(2.5 * 1024 * 1024 + 17);

  it("round-trips, several chunks, and hides the content", async () => {
    const sealed = await encrypt(key, data);
    expect(sealed.subarray(0, 6).toString()).toBe("ATLBAK");
    expect(sealed.includes(data.subarray(0, 64))).toBe(false);
    expect((await decrypt(key, sealed)).equals(data)).toBe(true);
    expect((await decrypt(key, await encrypt(key, Buffer.alloc(0)))).length).toBe(0);
  });

  it("refuses another key, one flipped byte, a cut end and a dropped chunk", async () => {
    const sealed = await encrypt(key, data);
    await expect(decrypt(randomBytes(32), sealed)).rejects.toThrow("phrase de secours ne correspond pas");
    const flipped = Buffer.from(sealed);
    flipped[200_000] ^= 1;
    await expect(decrypt(key, flipped)).rejects.toThrow("endommagée");
    await expect(decrypt(key, sealed.subarray(0, sealed.length - 100))).rejects.toThrow("endommagée");
    const chunk = 5 + 1024 * 1024 + 16;
    const dropped = Buffer.concat([sealed.subarray(0, 64), sealed.subarray(64 + chunk)]);
    await expect(decrypt(key, dropped)).rejects.toThrow("endommagée");
  });

  it("gives a printable recovery phrase that reads back despite case, spaces and O/0", () => {
    const phrase = toRecoveryPhrase(key);
    expect(phrase).toMatch(/^([0-9A-Z]{4}-){13}[0-9A-Z]{4}$/);
    expect(fromRecoveryPhrase(phrase)?.equals(key)).toBe(true);
    expect(fromRecoveryPhrase(` ${phrase.toLowerCase().replace(/-/g, " ").replace(/0/g, "o")} `)?.equals(key)).toBe(
      true,
    );
    const typo = (phrase[0] === "A" ? "B" : "A") + phrase.slice(1);
    expect(fromRecoveryPhrase(typo)).toBeNull();
    expect(parseBackupKey(phrase)?.equals(key)).toBe(true);
    expect(parseBackupKey(key.toString("base64"))?.equals(key)).toBe(true);
    expect(parseBackupKey(key.toString("hex"))?.equals(key)).toBe(true);
    expect(parseBackupKey("trop court")).toBeNull();
  });
});
