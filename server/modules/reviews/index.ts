/**
 * The reviews module's door: what the rest of the server uses of it (issue 25, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { communeOf, createInvitation } from "./invitations.ts";
export { createReviewsAdminRouter } from "./router.ts";
export { createReviews } from "./service.ts";
