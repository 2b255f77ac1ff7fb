import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { media } from "#server/modules/media/schema.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { waitForMediaJobs } from "../fixtures/media-jobs.ts";
import { mediaSuiteServer } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";
import { GPS_EXIF } from "../fixtures/photos.ts";

/** A JPEG as a phone makes it: EXIF with the camera, the owner, GPS coordinates and a rotation. */
async function phoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c8a27a" } })
    .composite([
      {
        input: {
          create: { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3, background: "#2f3a33" },
        },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Copyright: "Client Lartigue" },
      IFD3: GPS_EXIF,
    })
    .withMetadata({ orientation })
    .toBuffer();
}

describe(`media upload (${testDatabase})`, () => {
  const server = mediaSuiteServer();
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
  }, 180_000);

  const upload = (
    data: Buffer | string,
    name: string,
    fields: Record<string, string> = {},
    mime = "application/octet-stream",
    sessionCookie = cookie,
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("file", new Blob([typeof data === "string" ? data : new Uint8Array(data)], { type: mime }), name);
    return server.fetch("/api/media/upload", { method: "POST", cookie: sessionCookie, body: form });
  };
  const image = async (url: string) => {
    const res = await server.fetch(url);
    expect(res.status).toBe(200);
    return { res, meta: await sharp(Buffer.from(await res.arrayBuffer())).metadata() };
  };

  it("turns a phone JPEG into AVIF/WebP variants without EXIF nor GPS, upright, with its size recorded", async () => {
    const jpeg = await phoneJpeg(2400, 1600, 6);
    const original = await sharp(jpeg).metadata();
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer
    expect(original.exif?.toString("latin1")).toContain("Client Lartigue");

    const res = await upload(
      jpeg,
      "IMG_2041.JPG",
      { type: "image", description: "Cuisine posée à Léognan" },
      "image/jpeg",
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      type: "image",
      description: "Cuisine posée à Léognan",
      fileName: "IMG_2041.JPG",
      mimeType: "image/webp",
    });
    expect(body.id).toMatch(/^\d{13}-[a-f0-9]{6}$/);
    expect(body.url).toBe(`/media/${body.id}/1200.webp`);
    // Orientation 6: the 2400×1600 sensor image is a 1600×2400 portrait once upright.
    expect(body.width).toBe(1600);
    expect(body.height).toBe(2400);
    // The other variants come from the queue, in the background.
    await waitForMediaJobs(server, [body.id]);

    for (const width of [480, 800, 1200, 1600]) {
      for (const format of ["avif", "webp"] as const) {
        const { res: file, meta } = await image(`/media/${body.id}/${width}.${format}`);
        expect(file.headers.get("content-type")).toBe(`image/${format}`);
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width * 1.5);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
      }
    }
    const [row] = await server.services()!.db.select().from(media).where(eq(media.id, body.id));
    expect(row).toMatchObject({ type: "image", source: "upload", width: 1600, height: 2400, url: body.url });
    expect(row?.files).toHaveLength(9);
    const og = await image(`/media/${body.id}/og.jpg`);
    expect(og.meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  }, 180_000);

  it("never enlarges a small image: the wider variants keep its own size", async () => {
    const res = await upload(
      await sharp({ create: { width: 600, height: 400, channels: 3, background: "#6b4a33" } })
        .png()
        .toBuffer(),
      "petit.png",
    );
    const body = await res.json();
    expect(body).toMatchObject({ width: 600, height: 400 });
    await waitForMediaJobs(server, [body.id]);
    expect((await image(`/media/${body.id}/480.webp`)).meta.width).toBe(480);
    expect((await image(`/media/${body.id}/800.webp`)).meta.width).toBe(600);
    expect((await image(`/media/${body.id}/1600.avif`)).meta.width).toBe(600);
  }, 180_000);

  it("refuses an HTML file named .jpg and an SVG carrying a script", async () => {
    let res = await upload(
      "<!doctype html><html><body><script>fetch('/api/auth/me')</script></body></html>",
      "photo.jpg",
      { type: "image" },
      "image/jpeg",
    );
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe("Les fichiers HTML ne sont pas acceptés.");
    res = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
      "logo.svg",
      { type: "image" },
      "image/svg+xml",
    );
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe("Les images SVG ne sont pas acceptées.");
    res = await upload(Buffer.from("%PDF-1.4 fake"), "photo.png", { type: "image" }, "image/png");
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe(
      "Ce fichier n'est pas une image acceptée (JPEG, PNG, WebP, AVIF, GIF ou TIFF).",
    );
  });

  it("refuses an oversized file with 413", async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 0xff);
    const res = await upload(big, "enorme.jpg", { type: "image" }, "image/jpeg");
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("Fichier trop volumineux (15 Mo maximum)");
  });

  it("accepts a PDF and serves it as a download", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText("Devis cuisine");
    const res = await upload(
      Buffer.from(await pdf.save()),
      "Devis Cuisine (2).PDF",
      { type: "document", description: "Devis" },
      "application/pdf",
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      type: "document",
      description: "Devis",
      fileName: "Devis Cuisine (2).PDF",
      mimeType: "application/pdf",
    });
    expect(body.url).toBe(`/media/${body.id}/devis-cuisine-2.pdf`);
    const file = await server.fetch(body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="devis-cuisine-2.pdf"');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("needs a session and a multipart body with one file", async () => {
    let res = await upload("texte", "a.txt", {}, "text/plain", "atelier_session=inconnue");
    expect(res.status).toBe(401);
    res = await server.fetch("/api/media/upload", { method: "POST", cookie, json: { file: "x" } });
    expect(res.status).toBe(415);
    const empty = new FormData();
    empty.append("type", "image");
    res = await server.fetch("/api/media/upload", { method: "POST", cookie, body: empty });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Aucun fichier reçu : choisissez un fichier à envoyer.");
    const two = new FormData();
    two.append("file", new Blob(["a"]), "a.txt");
    two.append("file", new Blob(["b"]), "b.txt");
    res = await server.fetch("/api/media/upload", { method: "POST", cookie, body: two });
    expect(res.status).toBe(413);
  });

  it("answers 404 to path traversal attempts on /media", async () => {
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port: server.port, path, method: "GET" }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end();
      });
    for (const path of [
      "/media/..%2F..%2Fetc/passwd",
      "/media/x/..%2F..",
      "/media/x/..%2F..%2F..%2Fpackage.json",
      "/media/../../etc/passwd",
      "/media/%2e%2e/%2e%2e/etc/passwd",
      "/media/seed-..%2F..%2Fsecret/1200.webp",
      "/media/.hidden/1200.webp",
      "/media/123-abc/..%5C..%5Cpackage.json",
    ]) {
      expect(await raw(path), path).toBe(404);
    }
  });

  it("lists the library (GET /api/media) a page at a time: newest first, searched in names and descriptions whatever the accents, filtered by type", async () => {
    const res = await upload(
      "Notice de pose",
      "Notice Escalier Zèbre.txt",
      { type: "document", description: "Pose du limon en chêne" },
      "text/plain",
    );
    expect(res.status).toBe(201);
    const notice = await res.json();
    const list = async (query: string) => {
      const answer = await server.fetch(`/api/media?${query}`, { cookie });
      expect(answer.status).toBe(200);
      const items = (await answer.json()) as { id: string; fileName: string; url: string }[];
      return {
        items,
        total: Number(answer.headers.get("X-Total-Count")),
        pages: Number(answer.headers.get("X-Page-Count")),
      };
    };
    const all = await list("");
    expect(all.items[0].id).toBe(notice.id);
    // The seeded illustrations are in the library too, 48 a page by default.
    expect(all.total).toBeGreaterThan(30);
    expect(all.items.length).toBe(Math.min(48, all.total));
    // Every word must match, in any field, whatever the case and the accents.
    expect((await list("q=zèbre%20LIMON")).items.map((m) => m.id)).toEqual([notice.id]);
    expect((await list("q=ZEBRE%20chene")).items.map((m) => m.id)).toEqual([notice.id]);
    expect((await list("q=zèbre&type=image")).total).toBe(0);
    expect((await list("q=zèbre&type=document")).items.map((m) => m.id)).toEqual([notice.id]);
    // LIKE wildcards are searched as text.
    expect((await list("q=%25")).total).toBe(0);
    // Pages: 10 a page, the second page continues the first, never the same media twice.
    const first = await list("pageSize=10");
    const second = await list("pageSize=10&page=2");
    expect(first.pages).toBe(Math.ceil(all.total / 10));
    expect(second.items.length).toBe(10);
    expect(second.items.some((m) => first.items.some((f) => f.id === m.id))).toBe(false);
    expect((await list(`pageSize=10&page=${first.pages + 1}`)).items).toEqual([]);
    expect((await server.fetch("/api/media?type=exe", { cookie })).status).toBe(400);
    expect((await server.fetch("/api/media?sort=secret", { cookie })).status).toBe(400);
    expect((await server.fetch("/api/media", { cookie: "atelier_session=inconnue" })).status).toBe(401);
  });

  it("deletes a media with all its files only once no content uses it", async () => {
    const res = await upload(await phoneJpeg(800, 600), "banc.jpg", { description: "Banc en frêne" }, "image/jpeg");
    expect(res.status).toBe(201);
    const photo = (await res.json()) as { id: string; url: string };
    await waitForMediaJobs(server, [photo.id]);
    expect((await server.fetch(photo.url)).status).toBe(200);

    // Shown by a project: refused, and the project is named.
    const created = await server.fetch("/api/portfolio", {
      method: "POST",
      cookie,
      json: { title: "Banc de jardin", slug: "banc-de-jardin", category: "cuisine", featuredImage: photo.url },
    });
    expect(created.status).toBe(201);
    const project = (await created.json()) as { id: number };
    const usage = await server.fetch(`/api/media/${photo.id}/usage`, { cookie });
    expect((await usage.json()).uses).toEqual([
      { label: "Réalisation « Banc de jardin »", href: `/admin/editor/portfolio/${project.id}` },
    ]);
    const refused = await server.fetch(`/api/media/${photo.id}`, { method: "DELETE", cookie });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain("Banc de jardin");
    expect((await server.fetch(photo.url)).status).toBe(200);

    // Once the project no longer shows it: deleted, every file gone (source and variants).
    expect((await server.fetch(`/api/portfolio/${project.id}`, { method: "DELETE", cookie })).status).toBeLessThan(300);
    const deleted = await server.fetch(`/api/media/${photo.id}`, { method: "DELETE", cookie });
    expect(deleted.status).toBe(204);
    expect((await server.fetch(photo.url)).status).toBe(404);
    expect((await server.fetch(`/api/media/${photo.id}`, { cookie })).status).toBe(404);
    expect(existsSync(path.join(server.dataDir, "uploads", photo.id))).toBe(false);
    expect((await server.fetch(`/api/media/${photo.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });
});
