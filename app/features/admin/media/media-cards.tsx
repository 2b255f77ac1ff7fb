export type { MediaCardProps } from "./images-card";
export { ImagesCard } from "./images-card";
export { OtherMediaCard } from "./other-media-card";
export { insertAtCursor, mediaMarkdown } from "./insert";
