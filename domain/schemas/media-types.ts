/** The kinds of media (re-exported by content.ts): without zod, for the admin's screens (decision 060). */
export const mediaTypes = ["image", "video", "audio", "document"] as const;
export type MediaType = (typeof mediaTypes)[number];
