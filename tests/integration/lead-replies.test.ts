import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as tar from "tar";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT, validContact, validQuote, waitUntil } from "../fixtures/leads.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const MAIL_TO = "atelier@example.fr";

interface Timeline {
  type: string;
  title: string;
  emailStatus?: string;
}

describe(`replies from the inbox, timeline, dashboard (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({ LEADS_RATE_LIMIT: "1000", MAIL_TO, SMTP_URL: smtp.url, MAIL_RETRY_DELAYS: "0.2", MAIL_MAX_ATTEMPTS: "1" }),
    SERVER_HOOK_TIMEOUT,
  );
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
  }, SERVER_HOOK_TIMEOUT);

  const newest = async (kind: string) => {
    const list = (await (await server.fetch(`/api/leads?kind=${kind}`, { cookie })).json()) as {
      items: { id: number }[];
    };
    return list.items[0].id;
  };
  const detail = async (kind: string, id: number) =>
    (await (await server.fetch(`/api/leads/${kind}/${id}`, { cookie })).json()) as {
      lead: Record<string, unknown>;
      timeline: Timeline[];
    };

  it("sends the reply through the outbox (Reply-To the business), moves the lead to 'Contacté' and shows it all in the timeline", async () => {
    expect((await server.fetch("/api/quotes", { method: "POST", json: validQuote({ firstName: "Zoé" }) })).status).toBe(
      201,
    );
    await mailWhere(smtp, (m) => m.envelopeTo.includes("jeanne.dubreuil@example.fr"));
    await mailWhere(smtp, (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Nouvelle demande"));
    smtp.messages.length = 0;
    const id = await newest("quote");

    const templates = (await (await server.fetch("/api/leads/templates", { cookie })).json()) as {
      templates: { body: string }[];
    };
    expect(templates.templates[0].body).toContain("Bonjour {prénom},\n\nmerci pour votre demande de {type de projet}");

    const anonymous = await server.fetch(`/api/leads/quote/${id}/reply`, {
      method: "POST",
      json: { subject: "x", body: "y" },
    });
    expect(anonymous.status).toBe(401);
    const empty = await server.fetch(`/api/leads/quote/${id}/reply`, {
      method: "POST",
      cookie,
      json: { subject: "", body: "" },
    });
    expect(empty.status).toBe(400);

    const res = await server.fetch(`/api/leads/quote/${id}/reply`, {
      method: "POST",
      cookie,
      json: {
        subject: "Votre demande de cuisine",
        body: "Bonjour Zoé,\n\nmerci pour votre demande de cuisine. <b>Visite</b> jeudi ?",
      },
    });
    expect(res.status).toBe(201);
    const mail = await mailWhere(smtp, (m) => m.envelopeTo.includes("jeanne.dubreuil@example.fr"));
    expect(mail.envelopeTo).toEqual(["jeanne.dubreuil@example.fr"]);
    expect(mail.headers["reply-to"]).toContain(MAIL_TO);
    expect(mail.subject).toBe("Votre demande de cuisine");
    expect(mail.text).toContain("merci pour votre demande de cuisine.");
    expect(mail.html).toContain("&lt;b&gt;Visite&lt;/b&gt;");

    await server.fetch(`/api/leads/quote/${id}`, { method: "PATCH", cookie, json: { notes: "Rappeler après 18 h" } });
    const visit = await server.fetch(`/api/leads/quote/${id}`, {
      method: "PATCH",
      cookie,
      json: { status: "visite-prevue", visitAt: "2026-12-03T09:30:00.000Z" },
    });
    expect(visit.status).toBe(200);

    const { lead, timeline } = await waitUntil(
      async () => {
        const d = await detail("quote", id);
        return d.timeline.find((t) => t.type === "reply")?.emailStatus?.startsWith("Envoyé") ? d : null;
      },
      5000,
      "reply sent",
    );
    expect(lead.status).toBe("visite-prevue");
    expect(timeline.map((t) => t.title)).toEqual([
      "Demande de devis reçue",
      "E-mail : Notification à l'atelier",
      "E-mail : Accusé de réception au visiteur",
      "Réponse envoyée : Votre demande de cuisine",
      "Statut : Nouveau → Contacté",
      "Notes internes modifiées",
      "Statut : Contacté → Visite prévue (visite le 3 décembre 2026 à 10:30)",
    ]);
    expect(timeline.filter((t) => t.type === "email").every((t) => t.emailStatus?.startsWith("Envoyé"))).toBe(true);
  });

  it("counts the dashboard's figures: weeks, project types, budgets, lost; the reply is the firm's first answer", async () => {
    const stats = (await (await server.fetch("/api/leads/stats", { cookie })).json()) as {
      weeks: { quotes: number; contacts: number }[];
      byProjectType: { value: string; count: number }[];
      byBudget: { value: string; count: number }[];
      quotes: number;
      lost: number;
    };
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks[11].quotes).toBe(stats.quotes);
    expect(stats.byProjectType.find((t) => t.value === "cuisine")!.count).toBe(stats.quotes);
    expect(stats.byBudget.find((t) => t.value === "10k-20k")!.count).toBe(stats.quotes);
    expect(stats.lost).toBe(0);
    // Speed to lead: one definition (the agenda's), where the reply counts as the firm's answer.
    const speed = await server.services()!.alerts.speed();
    expect(speed.answered).toBe(1);
    expect(speed.medianMinutes).not.toBeNull();
    expect((await server.fetch("/api/leads/stats")).status).toBe(401);
  });

  it("keeps the acknowledgement's free text out and skips it for an address that bounced", async () => {
    // A first name that is not a name: the greeting stays plain.
    await server.fetch("/api/contact", {
      method: "POST",
      json: validContact({ prenom: "Gagnez 1000 € sur http://x.example", email: "bounce@example.fr" }),
    });
    const ack = await mailWhere(smtp, (m) => m.envelopeTo.includes("bounce@example.fr"));
    await mailWhere(smtp, (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Nouveau message"));
    expect(ack.text.startsWith("Bonjour,\n")).toBe(true);
    expect(ack.text).not.toContain("http://x.example");
    expect(ack.text).toContain("05 56 00 00 00");
    smtp.messages.length = 0;

    // The next e-mail to it is refused for good (MAIL_MAX_ATTEMPTS=1): the address bounced.
    smtp.failNext(1);
    await server.fetch(`/api/leads/contact/${await newest("contact")}/reply`, {
      method: "POST",
      cookie,
      json: { subject: "Re", body: "Bonjour" },
    });
    await waitUntil(
      async () => {
        const d = await detail("contact", await newest("contact"));
        return d.timeline.some((t) => t.emailStatus?.startsWith("Échec")) || null;
      },
      5000,
      "reply failed",
    );

    await server.fetch("/api/contact", { method: "POST", json: validContact({ email: "bounce@example.fr" }) });
    await mailWhere(smtp, (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Nouveau message"));
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.envelopeTo.includes("bounce@example.fr"))).toHaveLength(0);
  });

  it("includes the private attachments in the backup archive", async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)]), "p.jpg");
    expect((await server.fetch("/api/quote-attachments", { method: "POST", body: form })).status).toBe(201);
    // Encoded in the background by the image worker (a 64 px photo: done before the answer, or just after).
    const attachments = server.services()!.leads.attachments;
    while (attachments.processing.waiting + attachments.processing.running > 0)
      await new Promise((r) => setTimeout(r, 20));
    const res = await server.fetch("/api/admin/backup", { cookie });
    expect(res.status).toBe(200);
    const dir = await mkdtemp(path.join(tmpdir(), "atelier-backup-"));
    try {
      await writeFile(path.join(dir, "b.tar.gz"), Buffer.from(await res.arrayBuffer()));
      const entries: string[] = [];
      await tar.t({ file: path.join(dir, "b.tar.gz"), onReadEntry: (e) => entries.push(e.path) });
      const folders = await readdir(path.join(server.dataDir, "private"));
      expect(entries.some((e) => e.startsWith(`private/${folders[0]}/photo.jpg`))).toBe(true);
      expect(entries).toContain(".backup-database/lead_attachments.ndjson");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe(`MAIL_ACK=false (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({ LEADS_RATE_LIMIT: "1000", MAIL_TO, SMTP_URL: smtp.url, MAIL_ACK: "false" }),
    SERVER_HOOK_TIMEOUT,
  );

  it("sends the business notification only", async () => {
    expect((await server.fetch("/api/quotes", { method: "POST", json: validQuote() })).status).toBe(201);
    await mailWhere(smtp, (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Nouvelle demande"));
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.envelopeTo.includes("jeanne.dubreuil@example.fr"))).toHaveLength(0);
  });
});
