import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type Forge from "node-forge";

/**
 * The PAdES seal of the signed documents (docs/devis.md « Ce que prouve la signature »): the business's
 * own certificate signs the whole file, so that any later change to it shows in a PDF reader or in
 * `pdfsig`. The certificate is a .p12 the artisan provides (SIGNATURE_P12 and its password), else one
 * generated once in DATA_DIR/secrets (self-signed: readers show its identity as « inconnue »).
 */

export interface SealConfig {
  dataDir: string;
  SIGNATURE_P12?: string;
  SIGNATURE_P12_PASSWORD?: string;
}

/** Who seals: the business as the settings name it, when the certificate is generated. */
export interface SealIdentity {
  name: string;
  city: string;
  email: string;
}

export const sealIdentity = (settings: { name: string; email: string; address: { city: string } }): SealIdentity => ({
  name: settings.name,
  city: settings.address.city,
  email: settings.email,
});

/**
 * The libraries that seal (node-forge, @signpdf: about 10 MB of memory, decision 060), read at the
 * first seal or certificate check rather than at the start.
 */
let forge: typeof Forge;
let libraries: ReturnType<typeof loadLibraries> | null = null;
function loadLibraries() {
  return Promise.all([
    import("node-forge"),
    import("@signpdf/placeholder-plain"),
    import("@signpdf/signer-p12"),
    import("@signpdf/signpdf"),
  ]).then(([forgeModule, placeholder, p12, signpdf]) => {
    forge = forgeModule.default;
    return {
      plainAddPlaceholder: placeholder.plainAddPlaceholder,
      P12Signer: p12.P12Signer,
      signer: new signpdf.SignPdf(),
    };
  });
}

/**
 * The artisan's certificate (SIGNATURE_P12) is checked at the start: a wrong file or password is
 * logged then rather than at the client's signature. The generated one is made at the first seal
 * (a second at most), so that a site that never signs never loads the sealing libraries.
 */
export async function prepareSeal(
  config: SealConfig,
  business: { get(): Promise<{ name: string; email: string; address: { city: string } }> },
): Promise<void> {
  if (config.SIGNATURE_P12) await sealCertificate(config, sealIdentity(await business.get()));
}

interface Certificate {
  p12: Buffer;
  passphrase: string;
  /** Where it comes from, as the docs and the admin say it. */
  source: "fourni" | "généré";
  subject: string;
  notAfter: Date;
}

const KEY_FILE = "signature-key.pem";
const CERT_FILE = "signature-cert.pem";
const loaded = new Map<string, Certificate>();

const subjectOf = (cert: Forge.pki.Certificate) =>
  cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${String(a.value)}`).join(", ");

/** A self-signed certificate for signing documents, valid 10 years, written 0600 in DATA_DIR/secrets. */
function generate(dir: string, identity: SealIdentity): void {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs8", format: "pem" }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey((key as Forge.pki.rsa.PrivateKey).n, (key as Forge.pki.rsa.PrivateKey).e);
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const attributes = [
    { name: "commonName", value: identity.name.slice(0, 64) || "Menuiserie" },
    { name: "organizationName", value: identity.name.slice(0, 64) || "Menuiserie" },
    ...(identity.city ? [{ name: "localityName", value: identity.city.slice(0, 64) }] : []),
    { name: "countryName", value: "FR" },
  ];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
    { name: "extKeyUsage", emailProtection: true },
    ...(identity.email ? [{ name: "subjectAltName", altNames: [{ type: 1, value: identity.email }] }] : []),
  ]);
  cert.sign(key, forge.md.sha256.create());
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // The key first: a certificate without its key is never left behind.
    writeFileSync(path.join(dir, KEY_FILE), forge.pki.privateKeyToPem(key), { mode: 0o600, flag: "wx" });
    writeFileSync(path.join(dir, CERT_FILE), forge.pki.certificateToPem(cert), { mode: 0o600, flag: "wx" });
  } catch (err) {
    // Another instance made them at the same moment: theirs are used.
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
}

/** The generated certificate and key as a .p12 in memory (the signer reads a .p12), with a one-time password. */
function generatedP12(dir: string): Certificate {
  const key = forge.pki.privateKeyFromPem(readFileSync(path.join(dir, KEY_FILE), "utf8"));
  const cert = forge.pki.certificateFromPem(readFileSync(path.join(dir, CERT_FILE), "utf8"));
  const passphrase = randomBytes(18).toString("base64url");
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: "aes256" });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"),
    passphrase,
    source: "généré",
    subject: subjectOf(cert),
    notAfter: cert.validity.notAfter,
  };
}

/** The artisan's .p12: read and checked (its password, a key and a certificate inside). */
function providedP12(file: string, passphrase: string): Certificate {
  const p12 = readFileSync(file);
  let cert: Forge.pki.Certificate | undefined;
  try {
    const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString("binary")), passphrase);
    cert = parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0]?.cert;
  } catch {
    throw new Error(`SIGNATURE_P12 : fichier illisible ou mot de passe (SIGNATURE_P12_PASSWORD) incorrect (${file})`);
  }
  if (!cert) throw new Error(`SIGNATURE_P12 : aucun certificat dans ${file}`);
  return { p12, passphrase, source: "fourni", subject: subjectOf(cert), notAfter: cert.validity.notAfter };
}

/**
 * The sealing certificate: the artisan's .p12, else the generated one (made now if it does not exist:
 * at the first start, or at the first signature of an instance started without it).
 */
export async function sealCertificate(config: SealConfig, identity: SealIdentity): Promise<Certificate> {
  const id = config.SIGNATURE_P12 ?? config.dataDir;
  const known = loaded.get(id);
  if (known) return known;
  await (libraries ??= loadLibraries());
  let cert: Certificate;
  if (config.SIGNATURE_P12) cert = providedP12(config.SIGNATURE_P12, config.SIGNATURE_P12_PASSWORD ?? "");
  else {
    const dir = path.join(config.dataDir, "secrets");
    if (!existsSync(path.join(dir, CERT_FILE))) generate(dir, identity);
    cert = generatedP12(dir);
  }
  loaded.set(id, cert);
  return cert;
}

/**
 * Seals a PDF: a signature field added as an incremental update (the bytes before it stay as they
 * are), then the PAdES signature (ETSI.CAdES.detached, SHA-256) over the whole file but its own value.
 * The PDF must have a classic cross-reference table (pdf-lib's `useObjectStreams: false`).
 */
export async function sealPdf(
  bytes: Uint8Array,
  config: SealConfig,
  identity: SealIdentity,
  what: { reason: string; signedAt: Date },
): Promise<Uint8Array> {
  const cert = await sealCertificate(config, identity);
  const { plainAddPlaceholder, P12Signer, signer } = await (libraries ??= loadLibraries());
  const prepared = plainAddPlaceholder({
    pdfBuffer: Buffer.from(bytes),
    reason: what.reason,
    contactInfo: identity.email,
    name: identity.name,
    location: identity.city,
    signingTime: what.signedAt,
    subFilter: "ETSI.CAdES.detached",
    signatureLength: 16_384,
    // Written as a PDF name: no space.
    appName: "Menuiserie",
  });
  const sealed = await signer.sign(prepared, new P12Signer(cert.p12, { passphrase: cert.passphrase }), what.signedAt);
  return new Uint8Array(sealed);
}
