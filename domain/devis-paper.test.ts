import { describe, expect, it } from "vitest";
import { paperMessages, paperPlaceOptions, paperSignatureSchema } from "./devis-paper.ts";
import { devisChannelOptions } from "./devis.ts";

describe("« Signé sur papier »: the fields", () => {
  it("reads the multipart fields: a real day, the place, the boxes ticked or not", () => {
    expect(
      paperSignatureSchema.parse({
        signedAt: "2026-11-27",
        place: "domicile",
        reducedVatCertified: "true",
        earlyStart: "0",
      }),
    ).toEqual({ signedAt: "2026-11-27", place: "domicile", reducedVatCertified: true, earlyStart: false });
    expect(paperSignatureSchema.parse({ signedAt: "2026-11-27", place: "distance" })).toMatchObject({
      reducedVatCertified: false,
      earlyStart: false,
    });
  });

  it("refuses another format, an impossible day, an unknown place, in French", () => {
    for (const signedAt of ["27/11/2026", "2026-02-30", "", undefined]) {
      const parsed = paperSignatureSchema.safeParse({ signedAt, place: "distance" });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(paperMessages.dateFormat);
    }
    const place = paperSignatureSchema.safeParse({ signedAt: "2026-11-27", place: "cuisine" });
    expect(place.error?.issues[0].message).toBe(paperMessages.place);
  });

  it("names the places as the devis does for its channel (the home one word for word)", () => {
    expect(paperPlaceOptions.map((o) => o.value)).toEqual(devisChannelOptions.map((o) => o.value));
    expect(paperPlaceOptions[1].label).toBe(devisChannelOptions[1].label);
  });
});
