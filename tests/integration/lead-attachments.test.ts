import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { GPS_EXIF, phonePhoto } from "../fixtures/photos.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT, validQuote } from "../fixtures/leads.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const MAIL_TO = "atelier@example.fr";

/** A photo as a phone makes it: EXIF with the camera, the owner and GPS coordinates. */
export async function gpsPhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c8a27a" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Copyright: "Client Lartigue" },
      IFD3: GPS_EXIF,
    })
    .toBuffer();
}

async function planPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText("Plan de la cuisine");
  return Buffer.from(await doc.save());
}

interface Attachment {
  id: number;
  kind: string;
  state: string;
  fileName: string;
  url: string;
  thumbUrl: string | null;
}

describe(`quote attachments (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({ LEADS_RATE_LIMIT: "1000", MAIL_TO, SMTP_URL: smtp.url, MAIL_RETRY_DELAYS: "0.2" }),
    SERVER_HOOK_TIMEOUT,
  );
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
  }, SERVER_HOOK_TIMEOUT);

  const privateDir = () => path.join(server.dataDir, "private");
  const storedFolders = async () =>
    (await readdir(privateDir()).catch(() => [] as string[])).filter((n) => !n.startsWith("."));
  const attachmentRows = async () => {
    const result = await server.services()!.db.execute(sql`select count(*)::int as n from lead_attachments`);
    return (result as unknown as { rows: { n: number }[] }).rows[0].n;
  };

  const upload = (data: Buffer | string, name: string, mime = "application/octet-stream") => {
    const form = new FormData();
    form.append("file", new Blob([typeof data === "string" ? data : new Uint8Array(data)], { type: mime }), name);
    return server.fetch("/api/quote-attachments", { method: "POST", body: form });
  };

  async function quoteWith(files: { data: Buffer; name: string; mime?: string }[]) {
    const tokens: string[] = [];
    for (const f of files) {
      const res = await upload(f.data, f.name, f.mime);
      expect(res.status).toBe(201);
      tokens.push(((await res.json()) as { token: string }).token);
    }
    return sendQuote(tokens);
  }

  /** Sends a quote with these upload tokens; returns the new lead's id and attachments, as the admin reads them. */
  async function sendQuote(tokens: string[]) {
    const res = await server.fetch("/api/quotes", { method: "POST", json: validQuote({ attachments: tokens }) });
    expect(res.status).toBe(201);
    const list = (await (await server.fetch("/api/leads?kind=quote", { cookie })).json()) as {
      items: { id: number }[];
    };
    const id = list.items[0].id;
    const detail = (await (await server.fetch(`/api/leads/quote/${id}`, { cookie })).json()) as {
      attachments: Attachment[];
    };
    return { id, attachments: detail.attachments };
  }

  it("stores photos re-encoded without EXIF/GPS, PDFs as downloads, and only an admin can fetch them", async () => {
    const { attachments } = await quoteWith([
      { data: await gpsPhoto(), name: "IMG_0001.jpg", mime: "image/jpeg" },
      { data: await planPdf(), name: "plan cuisine.pdf", mime: "application/pdf" },
    ]);
    expect(attachments.map((a) => [a.kind, a.fileName])).toEqual([
      ["image", "IMG_0001.jpg"],
      ["pdf", "plan cuisine.pdf"],
    ]);
    const [photo, pdf] = attachments;

    // Anonymous: refused, whatever the file.
    for (const url of [photo.url, photo.thumbUrl!, pdf.url]) {
      const res = await server.fetch(url);
      expect([401, 404]).toContain(res.status);
      expect(res.headers.get("content-type")).not.toMatch(/image|pdf/);
    }
    // Nothing of it under the public /media.
    const folder = (await storedFolders())[0];
    expect((await server.fetch(`/media/${folder}/photo.jpg`)).status).toBe(404);

    const image = await server.fetch(photo.url, { cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1200);
    const original = await sharp(await gpsPhoto()).metadata();
    expect(original.exif).toBeDefined();

    const thumb = await server.fetch(photo.thumbUrl!, { cookie });
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    // The visitor's original (with its GPS) waited in quarantine for the image worker: gone now.
    expect((await storedFolders()).filter((f) => f.endsWith("-src"))).toEqual([]);

    const doc = await server.fetch(pdf.url, { cookie });
    expect(doc.status).toBe(200);
    expect(doc.headers.get("content-type")).toBe("application/pdf");
    expect(doc.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(
      Buffer.from(await doc.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // The acknowledgement names the files received, not their names.
    const ack = await mailWhere(smtp, (m) => m.envelopeTo.includes("jeanne.dubreuil@example.fr"));
    expect(ack.text).toContain("Photos ou plans : 1 photo et 1 PDF reçus");
    expect(ack.text).toContain("sous 2 jours ouvrés");
    const notification = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Nouvelle demande"),
    );
    expect(notification.text).toContain("Photos ou plans : 1 photo et 1 PDF");
  });

  it("refuses a renamed .exe, an HTML file, an empty file and a 16 MB file with French messages, storing nothing", async () => {
    const before = { rows: await attachmentRows(), folders: (await storedFolders()).length };
    const damaged = await phonePhoto({
      width: 800,
      height: 600,
      background: "#a50",
      noise: { mean: 100, sigma: 30 },
      gps: false,
    });
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1"), Buffer.alloc(4000, 1)]);
    const cases: [Buffer | string, string, number, string][] = [
      [
        exe,
        "photo.jpg",
        415,
        "« photo.jpg » n'est pas accepté : envoyez des photos ou des plans au format JPEG, PNG, WebP ou PDF.",
      ],
      ["<!doctype html><html><script>alert(1)</script></html>", "plan.png", 415, "« plan.png » n'est pas accepté"],
      [
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        "dessin.jpg",
        415,
        "« dessin.jpg » n'est pas accepté",
      ],
      [Buffer.alloc(0), "vide.jpg", 400, "« vide.jpg » est vide."],
      // A damaged photo: its header is fine, its pixels are not (found by the image worker while the visitor waits).
      [
        damaged.subarray(0, damaged.length >> 1),
        "abimee.jpg",
        415,
        "« abimee.jpg » n'a pas pu être lu : le fichier semble endommagé.",
      ],
      // An iPhone photo (HEIC): this server's sharp has no HEVC decoder; the message says what to send.
      [
        Buffer.concat([Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(2000, 3)]),
        "IMG_1234.HEIC",
        415,
        "« IMG_1234.HEIC » est une photo HEIC, que nous ne pouvons pas encore lire : envoyez-la au format JPEG, PNG, WebP ou PDF",
      ],
      [
        Buffer.alloc(16 * 1024 * 1024, 7),
        "grande.jpg",
        413,
        "« grande.jpg » est trop volumineux (15 Mo maximum par fichier).",
      ],
    ];
    for (const [data, name, status, message] of cases) {
      const res = await upload(data, name, "image/jpeg");
      expect(res.status, name).toBe(status);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(body.message).toContain(message);
      expect(body.errors.attachments).toContain(message);
    }
    expect(await attachmentRows()).toBe(before.rows);
    expect((await storedFolders()).length).toBe(before.folders);
  });

  it("without JavaScript: the multipart form is sent with its files; a 7th file is refused, the values are kept, nothing stored", async () => {
    const photo = await gpsPhoto(400, 300);
    const form = (count: number) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(
        validQuote({ visitRequest: "on", rgpdConsent: "on", newsletterConsent: undefined }),
      )) {
        if (v !== undefined) f.append(k, String(v));
      }
      for (let i = 0; i < count; i++)
        f.append("files", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `photo-${i + 1}.jpg`);
      return f;
    };
    const before = { rows: await attachmentRows(), folders: (await storedFolders()).length };
    const refused = await server.fetch("/devis", { method: "POST", body: form(7) });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("6 fichiers maximum par demande.");
    expect(html).toContain('value="Jeanne"');
    expect(await attachmentRows()).toBe(before.rows);
    expect((await storedFolders()).length).toBe(before.folders);

    const sent = await server.fetch("/devis", { method: "POST", body: form(2) });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toMatch(/^\/devis\?envoye=1&n=\d+&rdv=[\w-]{32}$/);
    const list = (await (await server.fetch("/api/leads?kind=quote", { cookie })).json()) as {
      items: { id: number }[];
    };
    const detail = (await (await server.fetch(`/api/leads/quote/${list.items[0].id}`, { cookie })).json()) as {
      attachments: Attachment[];
    };
    expect(detail.attachments.map((a) => a.fileName)).toEqual(["photo-1.jpg", "photo-2.jpg"]);
  });

  it("an upload token is used once; an unknown one is refused next to the field", async () => {
    const res = await server.fetch("/api/quotes", {
      method: "POST",
      json: validQuote({ attachments: ["x".repeat(32)] }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.attachments).toBe(
      "Un fichier joint a expiré : ajoutez-le de nouveau.",
    );
  });

  it("deleting a lead, and the retention purge, remove its files from the storage", async () => {
    const first = await quoteWith([{ data: await gpsPhoto(300, 200), name: "a.jpg" }]);
    const second = await quoteWith([{ data: await planPdf(), name: "b.pdf" }]);
    const folders = await storedFolders();
    const storageIds = async (leadId: number) => {
      const result = await server
        .services()!
        .db.execute(sql`select storage_id from lead_attachments where lead_id = ${leadId}`);
      return (result as unknown as { rows: { storage_id: string }[] }).rows.map((r) => r.storage_id);
    };
    const [firstFolder] = await storageIds(first.id);
    const [secondFolder] = await storageIds(second.id);
    expect(folders).toContain(firstFolder);
    expect(folders).toContain(secondFolder);

    expect((await server.fetch(`/api/leads/quote/${first.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await storedFolders()).not.toContain(firstFolder);
    expect((await server.fetch(first.attachments[0].url, { cookie })).status).toBe(404);

    await server
      .services()!
      // A prospect who has not written for 3 years (the others of this file share one e-mail).
      .db.execute(
        sql`update leads set created_at = now() - interval '1096 days', email = 'ancienne@example.fr' where id = ${second.id}`,
      );
    await server.services()!.leads.purge();
    expect(await storedFolders()).not.toContain(secondFolder);
    expect(await storageIds(second.id)).toEqual([]);
  });

  it("deleting a lead while its photos are still being encoded leaves nothing behind", async () => {
    // Six 12 MP phone photos at once: the uploads are answered before the worker has encoded them.
    const big = await phonePhoto({ width: 4000, height: 3000, gps: false });
    const before = new Set(await storedFolders());
    const tokens = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const res = await upload(big, `chantier-${i}.jpg`, "image/jpeg");
        expect(res.status).toBe(201);
        return ((await res.json()) as { token: string }).token;
      }),
    );
    const { id, attachments: sent } = await sendQuote(tokens);
    // The race this test is about: some photos are still waiting for (or in) the worker.
    expect(sent.filter((a) => a.state === "processing").length).toBeGreaterThan(0);

    expect((await server.fetch(`/api/leads/quote/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    const added = async () => (await storedFolders()).filter((f) => !before.has(f));
    expect(await added()).toEqual([]);
    // Once the worker has nothing left, still nothing: no job wrote its photo after the deletion.
    const attachments = server.services()!.leads.attachments;
    while (attachments.processing.waiting + attachments.processing.running > 0)
      await new Promise((r) => setTimeout(r, 50));
    expect(await added()).toEqual([]);
    const rows = await server
      .services()!
      .db.execute(sql`select count(*)::int as n from lead_attachments where lead_id = ${id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  }, 60_000);

  it("purges uploads nobody claimed", async () => {
    const res = await upload(await gpsPhoto(200, 200), "abandon.jpg");
    const { token } = (await res.json()) as { token: string };
    await server
      .services()!
      .db.execute(sql`update lead_attachments set created_at = now() - interval '7 hours' where token = ${token}`);
    expect(await server.services()!.leads.attachments.purgeUnclaimed()).toBe(1);
    const again = await server.fetch("/api/quotes", { method: "POST", json: validQuote({ attachments: [token] }) });
    expect(again.status).toBe(400);
  });
});
