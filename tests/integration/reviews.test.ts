import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT, leadDetail, listLeads, validContact, validQuote } from "../fixtures/leads.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";
import { emailOutbox } from "#server/modules/mail/schema.ts";

const MAIL_TO = "atelier@example.fr";
const REVIEW_URL = "https://g.page/r/atelier-lartigue/review";
const linkOf = (text: string) => /\/avis\/donner\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const form = (values: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(values).toString(),
});
const goodReview = {
  rating: "2",
  content: "Pose soignée mais deux semaines de retard sur le planning annoncé.",
  name: "Hélène D.",
  location: "Saucats",
  workMonth: "2026-10",
  consent: "oui",
};
/** The reviews of a page's HTML: each element marked data-review, with its content. */
const reviewsOf = (page: string) =>
  [...page.replaceAll("<!-- -->", "").matchAll(/<(article|figure)[^>]*data-review="[^"]+"[\s\S]*?<\/\1>/g)].map(
    (m) => m[0],
  );

describe(`client reviews: personal link, moderation, public pages (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({ SMTP_URL: smtp.url, MAIL_TO, LEADS_RATE_LIMIT: "1000", MAIL_RETRY_DELAYS: "0.2" }),
    SERVER_HOOK_TIMEOUT,
  );
  let cookie: string;
  /** The review request as the client receives it (the stored copy has no token). */
  const reviewMail = (to: string) =>
    mailWhere(smtp, (m) => m.envelopeTo.includes(to) && m.subject.startsWith("Votre avis sur"));
  const setStatus = (kind: string, id: number, status: string) =>
    server.fetch(`/api/leads/${kind}/${id}`, { method: "PATCH", cookie, json: { status } });
  const requestsTo = async (to: string) =>
    (await server.services()!.db.select().from(emailOutbox)).filter((r) => r.kind === "review_request" && r.to === to);

  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    const { settings } = await server.fetch("/api/admin/entreprise", { cookie }).then((r) => r.json());
    await server.fetch("/api/admin/entreprise", {
      method: "PUT",
      cookie,
      json: { ...settings, reviewUrl: REVIEW_URL },
    });
  }, SERVER_HOOK_TIMEOUT);

  let token = "";
  it("sends the personal link and the Google link when, and only when, the lead becomes « Chantier terminé »", async () => {
    await server.fetch("/api/quotes", {
      method: "POST",
      json: validQuote({ firstName: "Hélène", lastName: "Dupuy", email: "helene@example.fr" }),
    });
    const id = (await listLeads(server, cookie)).items.find((l) => l.email === "helene@example.fr")!.id;
    for (const status of ["contacte", "devis-envoye", "signe", "perdu"]) {
      expect((await setStatus("quote", id, status)).status).toBe(200);
    }
    expect(await requestsTo("helene@example.fr")).toHaveLength(0);
    expect((await setStatus("quote", id, "termine")).status).toBe(200);
    const mail = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes("helene@example.fr") && m.subject.startsWith("Votre avis"),
    );
    expect(mail.subject).toBe("Votre avis sur votre projet – Atelier Lartigue");
    expect(mail.text).toContain("Bonjour Hélène,");
    expect(mail.text).toContain(REVIEW_URL);
    token = linkOf(mail.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    // Once per lead: marked again, or asked by hand, nothing more is sent.
    await setStatus("quote", id, "signe");
    await setStatus("quote", id, "termine");
    const again = await server.fetch(`/api/admin/demandes/quote/${id}/demande-avis`, { method: "POST", cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("La demande d'avis a déjà été envoyée à ce client.");
    expect(await requestsTo("helene@example.fr")).toHaveLength(1);
    const { emails } = await leadDetail(server, cookie, "quote", id);
    expect(emails.filter((e) => e.kind === "review_request")).toHaveLength(1);
  });

  it("no gating: a contact message ended the same way gets the same request; no branch reads a rating or another status", async () => {
    await server.fetch("/api/contact", { method: "POST", json: validContact({ email: "paul@example.fr" }) });
    const id = (await listLeads(server, cookie)).items.find((l) => l.email === "paul@example.fr")!.id;
    expect((await setStatus("contact", id, "termine")).status).toBe(200);
    const [row] = await requestsTo("paul@example.fr");
    expect(row.subject).toBe("Votre avis sur votre projet – Atelier Lartigue");
    // The stored copy keeps the link's place, not its token (sealed apart); the client gets the link.
    expect(row.text).toContain("/avis/donner/[[lien-1]]");
    const delivered = await reviewMail("paul@example.fr");
    expect(delivered.text).toMatch(/\/avis\/donner\/[A-Za-z0-9_-]{43}/);
    // The code that sends the request and stores the review: the only status it compares is 'termine',
    // and no condition mentions a rating (a low one is stored and moderated like any other).
    const sources = [
      "server/modules/leads/review.ts",
      "server/modules/leads/index.ts",
      "server/modules/reviews/service.ts",
      "server/modules/reviews/invitations.ts",
      "app/routes/site/review-form.tsx",
    ].map((f) => readFileSync(f, "utf8"));
    for (const source of sources) {
      for (const m of source.matchAll(/status\s*[!=]==\s*"([^"]+)"/g)) expect(m[1]).toBe("termine");
      expect(source).not.toMatch(/\brating\b\s*(===|!==|==|!=|<=|>=|<|>)|(===|!==|==|!=|<=|>=|<|>)\s*[\w.]*\brating\b/);
    }
  });

  it("the client's form is pre-filled, validated in French, works as a plain POST, then the link answers 410", async () => {
    const page = await server.fetch(`/avis/donner/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control") ?? "").not.toContain("public");
    const html = await page.text();
    expect(html).toContain('value="Hélène D."');
    expect(html).toContain('value="Saucats"');
    expect(html).toMatch(/name="workMonth"[^>]*value="20\d\d-\d\d"|value="20\d\d-\d\d"[^>]*name="workMonth"/);
    expect(html).toMatch(/<form[^>]*method="post"/);

    const invalid = await server.fetch(`/avis/donner/${token}`, form({ content: "court", name: "", workMonth: "x" }));
    expect(invalid.status).toBe(400);
    const errors = await invalid.text();
    for (const message of [
      "Choisissez une note de 1 à 5 étoiles",
      "au moins 10 caractères",
      "Le nom affiché est requis",
      "Mois invalide",
      "Votre accord est nécessaire",
    ])
      expect(errors).toContain(message);

    const sent = await server.fetch(`/avis/donner/${token}`, form(goodReview));
    expect(sent.status).toBe(303);
    const thanks = await server.fetch(sent.headers.get("location")!);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain("Merci pour votre avis");
    const used = await server.fetch(`/avis/donner/${token}`);
    expect(used.status).toBe(410);
    expect(await used.text()).toContain("Ce lien a déjà servi");
    expect((await server.fetch(`/avis/donner/${token}`, form(goodReview))).status).toBe(410);
    expect((await server.fetch(`/avis/donner/${"A".repeat(43)}`)).status).toBe(404);

    // Stored 'en attente' whatever its rating: not on the site yet.
    const { items } = await server.fetch("/api/admin/avis", { cookie }).then((r) => r.json());
    const review = items.find((r: { name: string }) => r.name === "Hélène D.");
    expect(review).toMatchObject({ origin: "client", isPublished: false, rating: 2, workMonth: "2026-10" });
    expect(review.authorEmail).toBeUndefined();
    expect(await server.fetch("/avis").then((r) => r.text())).not.toContain("deux semaines de retard");
  });

  it("an expired link (60 days) answers 410 with a French page", async () => {
    await server.fetch("/api/quotes", { method: "POST", json: validQuote({ email: "tard@example.fr" }) });
    const id = (await listLeads(server, cookie)).items.find((l) => l.email === "tard@example.fr")!.id;
    await setStatus("quote", id, "termine");
    const late = linkOf((await reviewMail("tard@example.fr")).text);
    expect((await server.fetch(`/avis/donner/${late}`)).status).toBe(200);
    server.services()!.clock.advance(60 * 86_400_000 + 1000);
    try {
      const expired = await server.fetch(`/avis/donner/${late}`);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain("Ce lien a expiré");
      expect((await server.fetch(`/avis/donner/${late}`, form(goodReview))).status).toBe(410);
    } finally {
      server.services()!.clock.reset();
    }
  });

  it("published with a dated reply, it shows on /avis and the home page with both dates, its origin and the /avis link", async () => {
    const { items } = await server.fetch("/api/admin/avis", { cookie }).then((r) => r.json());
    const id = items.find((r: { name: string }) => r.name === "Hélène D.").id;
    expect((await server.fetch(`/api/admin/avis/${id}/publier`, { method: "POST", cookie })).status).toBe(200);
    const reply = "Merci Hélène, le retard venait du fournisseur de chêne : nous avons changé de scierie.";
    expect(
      (await server.fetch(`/api/admin/avis/${id}/reponse`, { method: "PUT", cookie, json: { reply } })).status,
    ).toBe(200);
    // Who published and replied is recorded for the team (decision 054); the public reply stays the business's.
    const me = (await server.fetch("/api/auth/me", { cookie }).then((r) => r.json())).user.displayName;
    expect(me).toBeTruthy();
    const after = (await server.fetch("/api/admin/avis", { cookie }).then((r) => r.json())).items.find(
      (r: { id: number }) => r.id === id,
    );
    expect(after).toMatchObject({ publishedByName: me, repliedByName: me, refusedByName: "" });

    for (const path of ["/", "/avis"]) {
      const html = await server.fetch(path).then((r) => r.text());
      const mine = reviewsOf(html).find((r) => r.includes("deux semaines de retard"))!;
      expect(mine, path).toBeTruthy();
      expect(mine).toMatch(/Avis vérifié — client d(&#x27;|')un chantier/);
      expect(mine).toMatch(/<time datetime="2026-10">octobre 2026<\/time>/i);
      expect(mine).toMatch(/Publié le<\/dt><dd><time datetime="\d{4}-\d\d-\d\d">/i);
      expect(mine).toContain("nous avons changé de scierie");
      expect(mine).toMatch(/Réponse de l(&#x27;|')entreprise, le <time datetime="\d{4}-\d\d-\d\d">/i);
      expect(mine).toContain('href="/avis"');
    }
  });

  it("the average and the count come from verified reviews only; the company's testimonials are shown apart, labelled", async () => {
    const html = (await server.fetch("/avis").then((r) => r.text())).replaceAll("<!-- -->", "");
    // One verified review (2 stars) against three seeded 5-star testimonials: the average is 2,0, not 4,3.
    expect(html).toMatch(/<h2 id="reviews-title"[^>]*>1 avis vérifié<\/h2>/);
    expect(html).toContain("Note moyenne : 2,0 sur 5, calculée sur les avis vérifiés seulement");
    const [head, apart] = html.split("data-testimonials");
    expect(apart).toBeTruthy();
    expect(head).toContain("deux semaines de retard");
    expect(head).not.toContain("Caroline F.");
    expect(apart).toContain("Témoignages recueillis par l&#x27;entreprise");
    expect(apart).toContain("ne comptent pas dans la note moyenne");
    const collected = reviewsOf(apart);
    expect(collected.length).toBe(3);
    for (const r of collected) expect(r).not.toMatch(/vérifié —/i);
    expect(apart).not.toContain("deux semaines de retard");
    const { reviews } = server.services()!;
    expect(await reviews.summary()).toEqual({ count: 1, average: 2, testimonials: 3 });
  });

  it("every review of every public page has its two <time> and the /avis link; the seeded ones say they were collected by the business", async () => {
    const projects = await server.fetch("/realisations").then((r) => r.text());
    const projectPages = [...new Set([...projects.matchAll(/href="(\/realisation\/\d+)"/g)].map((m) => m[1]))];
    expect(projectPages.length).toBeGreaterThan(5);
    for (const path of ["/", "/avis", "/avis?tri=note", ...projectPages]) {
      const page = await server.fetch(path).then((r) => r.text());
      const reviews = reviewsOf(page);
      if (path.startsWith("/realisation/")) {
        // A project page shows its testimonial only when it has one.
        const has = page.includes("L&#x27;avis du client") || page.includes("L'avis du client");
        expect(reviews.length, path).toBe(has ? 1 : 0);
      } else expect(reviews.length, path).toBeGreaterThan(0);
      for (const r of reviews) {
        expect(r.match(/<time datetime="/gi)?.length ?? 0, path).toBeGreaterThanOrEqual(2);
        expect(r).toContain('href="/avis"');
        expect(r).toContain("Comment nous recueillons les avis");
        if (!r.includes("Avis vérifié")) {
          expect(r).toContain("Témoignage recueilli par l");
          expect(r).not.toMatch(/vérifié/i);
        }
      }
    }
    const seeded = reviewsOf(await server.fetch("/avis").then((r) => r.text())).find((r) => r.includes("Caroline F."))!;
    expect(seeded).toMatch(/<time datetime="2024-06">juin 2024<\/time>/i);
    expect(seeded).toMatch(/<time datetime="2024-07-22">22 juillet 2024<\/time>/i);
  });

  it("/avis: newest first, ?tri=note by rating, the five legal points, and no AggregateRating anywhere", async () => {
    const names = (html: string) =>
      [...html.matchAll(/<span class="block font-semibold text-forest-dark">([^<]+)<\/span>/g)].map((m) => m[1]);
    const byDate = names(await server.fetch("/avis").then((r) => r.text()));
    expect(byDate[0]).toBe("Hélène D."); // published today
    expect(byDate.slice(1)).toEqual(["Jean-Michel et Anne S.", "Caroline F.", "Sophie et Marc D."]);
    const byRating = await server.fetch("/avis?tri=note").then((r) => r.text());
    // Verified reviews first, then the company's testimonials apart (docs/avis.md), each list by rating.
    expect(names(byRating)).toEqual(["Hélène D.", "Jean-Michel et Anne S.", "Caroline F.", "Sophie et Marc D."]);
    expect(byRating).toContain("classés par note");

    const html = (await server.fetch("/avis").then((r) => r.text())).replaceAll("<!-- -->", "");
    for (const point of [
      "Aucune contrepartie",
      "Aucun avis n&#x27;est acheté ni récompensé",
      "Durée de conservation",
      "reste publié 5 ans",
      "Comment les avis sont vérifiés",
      "Motifs de refus",
      "Propos injurieux",
      "Hors sujet",
      "Données personnelles",
      "n&#x27;est pas un client",
      "Doublon",
      "Nous contacter au sujet d&#x27;un avis",
      "mailto:",
      "du plus récent au plus ancien",
    ])
      expect(html.replaceAll("'", "&#x27;")).toContain(point);

    for (const path of ["/", "/avis", "/services", "/realisations", "/a-propos", "/contact", "/blog"]) {
      const page = await server.fetch(path).then((r) => r.text());
      const blocks = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1],
      );
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block, path).not.toContain("AggregateRating");
        expect(block, path).not.toContain("aggregateRating");
        expect(block, path).not.toContain('"Review"');
      }
    }
  });

  it("a refused review e-mails its author the reason; the admin's own testimonials are never « vérifié »", async () => {
    await server.fetch("/api/quotes", {
      method: "POST",
      json: validQuote({ firstName: "Marc", lastName: "Petit", email: "marc@example.fr" }),
    });
    const id = (await listLeads(server, cookie)).items.find((l) => l.email === "marc@example.fr")!.id;
    await setStatus("quote", id, "termine");
    const link = linkOf((await reviewMail("marc@example.fr")).text);
    await server.fetch(
      `/avis/donner/${link}`,
      form({ ...goodReview, name: "Marc P.", content: "Appelez-moi au 06 00 00 00 00, super boulot !" }),
    );
    const { items } = await server.fetch("/api/admin/avis", { cookie }).then((r) => r.json());
    const review = items.find((r: { name: string }) => r.name === "Marc P.");
    smtp.messages.length = 0;
    const bad = await server.fetch(`/api/admin/avis/${review.id}/refuser`, {
      method: "POST",
      cookie,
      json: { reason: "autre" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain("Motif de refus inconnu");
    expect(
      (
        await server.fetch(`/api/admin/avis/${review.id}/refuser`, {
          method: "POST",
          cookie,
          json: { reason: "donnees-personnelles" },
        })
      ).status,
    ).toBe(200);
    const refused = (await server.fetch("/api/admin/avis", { cookie }).then((r) => r.json())).items.find(
      (r: { id: number }) => r.id === review.id,
    );
    expect(refused.refusedByName).toBe(
      (await server.fetch("/api/auth/me", { cookie }).then((r) => r.json())).user.displayName,
    );
    expect(refused.refusedByName).toBeTruthy();
    const mail = await mailWhere(smtp, (m) => m.subject.startsWith("Votre avis n'a pas"));
    expect(mail.envelopeTo).toEqual(["marc@example.fr"]);
    expect(mail.subject).toBe("Votre avis n'a pas été publié – Atelier Lartigue");
    expect(mail.text).toContain("Données personnelles (adresse, téléphone, nom d'un tiers…)");
    expect(mail.headers["reply-to"]).toContain(MAIL_TO);
    expect(await server.fetch("/avis").then((r) => r.text())).not.toContain("Marc P.");

    // Typed in by the admin: labelled as collected by the business; a verified review's text cannot be edited.
    const created = await server.fetch("/api/admin/temoignages", {
      method: "POST",
      cookie,
      json: {
        name: "Luc R.",
        location: "Cestas",
        content: "Très beau dressing, équipe ponctuelle.",
        rating: 5,
        workMonth: "2025-05",
      },
    });
    expect(created.status).toBe(201);
    expect((await created.json()).item).toMatchObject({ origin: "entreprise", workMonth: "2025-05" });
    const luc = reviewsOf(await server.fetch("/avis").then((r) => r.text())).find((r) => r.includes("Luc R."))!;
    expect(luc).toContain("Témoignage recueilli par l");
    expect(luc).not.toMatch(/vérifié/i);
    const edit = await server.fetch(`/api/admin/temoignages/${review.id}`, {
      method: "PATCH",
      cookie,
      json: { content: "Texte changé par l'entreprise." },
    });
    expect(edit.status).toBe(409);
  });
});
