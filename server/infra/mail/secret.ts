import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Secrets stored in the database (the SMTP password of « Messagerie ») are encrypted with a key
 * kept in a file of DATA_DIR (DATA_DIR/secrets/mail.key, made on first use, readable by the owner
 * only): a copy of the database alone does not reveal them. AES-256-GCM, "v1:iv:tag:data" in base64.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was sealed with another key (DATA_DIR lost or replaced). */
  open(sealed: string): string | null;
}

export function keyFile(dataDir: string): string {
  return path.join(dataDir, "secrets", "mail.key");
}

function loadKey(file: string): Buffer {
  try {
    const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
    if (key.length === 32) return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const key = randomBytes(32);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // "wx": two processes starting together never overwrite each other's key.
  try {
    writeFileSync(file, key.toString("base64"), { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return loadKey(file);
    throw err;
  }
  return key;
}

export function createSecretBox(dataDir: string): SecretBox {
  let key: Buffer | null = null;
  const current = () => (key ??= loadKey(keyFile(dataDir)));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current(), iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === "string" ? p : p.toString("base64")))
        .join(":");
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(":");
      if (version !== "v1" || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", current(), Buffer.from(iv, "base64"));
        decipher.setAuthTag(Buffer.from(tag, "base64"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
