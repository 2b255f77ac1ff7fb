import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifCaptureDate } from "./exif-date.ts";

const photo = (exif?: Record<string, Record<string, string>>) => {
  const image = sharp({ create: { width: 16, height: 12, channels: 3, background: "#9a7b5a" } }).jpeg();
  return (exif ? image.withExif(exif) : image).toBuffer();
};

describe("the capture date of a phone photo (EXIF)", () => {
  it("reads DateTimeOriginal as Paris time, or with the camera's offset", async () => {
    const winter = await photo({ IFD2: { DateTimeOriginal: "2026:11:20 10:30:00" } });
    expect(exifCaptureDate(winter)?.toISOString()).toBe("2026-11-20T09:30:00.000Z");
    const summer = await photo({ IFD2: { DateTimeOriginal: "2026:07:14 10:30:00" } });
    expect(exifCaptureDate(summer)?.toISOString()).toBe("2026-07-14T08:30:00.000Z");
    const abroad = await photo({ IFD2: { DateTimeOriginal: "2026:07:14 10:30:00", OffsetTimeOriginal: "-04:00" } });
    expect(exifCaptureDate(abroad)?.toISOString()).toBe("2026-07-14T14:30:00.000Z");
  });

  it("null without a capture date, for a PNG, or for bytes that are no image", async () => {
    expect(exifCaptureDate(await photo())).toBeNull();
    expect(exifCaptureDate(await photo({ IFD0: { Make: "Test" } }))).toBeNull();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(exifCaptureDate(png)).toBeNull();
    expect(exifCaptureDate(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x02]))).toBeNull();
    expect(exifCaptureDate(Buffer.from("pas une image"))).toBeNull();
  });
});
