import { describe, expect, it } from "vitest";
import { formatLimit, formatMegabytes } from "./media.ts";

describe("sizes in Mo", () => {
  it("shows one decimal, two below 1 Mo, with a French comma", () => {
    expect(formatMegabytes(2.4 * 1024 * 1024)).toBe("2,4 Mo");
    expect(formatMegabytes(30 * 1024)).toBe("0,03 Mo");
    expect(formatMegabytes(1234 * 1024 * 1024)).toBe("1 234,0 Mo");
    expect(formatLimit("image")).toBe("15 Mo");
    expect(formatLimit("video")).toBe("200 Mo");
  });
});
