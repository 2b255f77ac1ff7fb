import { describe, expect, it } from "vitest";
import { businessSeed } from "#domain/business.ts";
import { mailKindLabel, mailKindLabels } from "#domain/mail.ts";
import { businessInbox } from "./inbox.ts";
import { renderMail } from "./render.ts";

const b = {
  ...businessSeed,
  siret: "123 456 789 00012",
  insurance: { ...businessSeed.insurance, insurer: "MAAF Pro" },
};

describe("the one renderer of e-mails", () => {
  it("escapes every text, keeps line breaks and writes the link out", () => {
    const mail = renderMail({
      subject: "Devis <b>42</b>\r\nBcc: x@y.z",
      paragraphs: ['Bonjour <img src=x onerror="alert(1)">,', "ligne 1\nligne 2"],
      link: { url: "https://site.fr/a?b=1&c=2", label: "Voir" },
      business: b,
    });
    expect(mail.subject).toBe("Devis <b>42</b> Bcc: x@y.z");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("ligne 1<br>ligne 2");
    expect(mail.html).toContain('href="https://site.fr/a?b=1&amp;c=2"');
    expect(mail.text).toContain("Voir : https://site.fr/a?b=1&c=2");
  });

  it("signs with the business, the site or nobody, and adds the legal mentions on demand", () => {
    const signed = renderMail({ subject: "s", paragraphs: ["p"], business: b, mentions: true });
    expect(signed.text).toContain(b.legalName);
    expect(signed.text).toContain(b.phone);
    expect(signed.text).toContain("Assurance décennale : MAAF Pro");
    expect(signed.text).toContain("SIRET : 123 456 789 00012.");
    expect(signed.html).toContain("Assurance décennale : MAAF Pro");
    const site = renderMail({ subject: "s", paragraphs: ["p"], business: b, signedBy: "site" });
    expect(site.text).toBe("p\n\n— Le site de l'atelier");
    expect(site.text).not.toContain("SIRET");
    expect(renderMail({ subject: "s", paragraphs: ["p"], business: b, signedBy: "none" }).text).toBe("p");
    const member = renderMail({ subject: "s", paragraphs: ["p"], business: b, signedBy: { member: "Paul\nLartigue" } });
    expect(member.text).toBe(`p\n\n— Paul Lartigue, ${b.name}`);
    expect(renderMail({ subject: "s", paragraphs: ["p"], business: b, signedBy: { member: " " } }).text).toBe(
      `p\n\n— ${b.name}`,
    );
  });
});

describe("the business inbox and the kinds of e-mail", () => {
  it("MAIL_TO wins, else the e-mail of the 'Entreprise' settings", () => {
    expect(businessInbox({ MAIL_TO: "installateur@x.fr" }, b)).toBe("installateur@x.fr");
    expect(businessInbox({ MAIL_TO: undefined }, { email: "atelier@x.fr" })).toBe("atelier@x.fr");
  });

  it("every kind has a French label, the security alert included", () => {
    expect(mailKindLabels.security).toMatch(/sécurité/i);
    for (const label of Object.values(mailKindLabels)) expect(label).toMatch(/^[A-ZÉ]/);
    expect(mailKindLabel("ancien_type")).toBe("ancien_type");
  });
});
