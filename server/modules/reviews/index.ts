/**
 * The reviews module's door: what the rest of the server uses of it (docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { communeOf, createInvitation, reviewLinks } from "./invitations.ts";
export { eraseLeadReviews } from "./erase.ts";
export { createReviewsAdminRouter } from "./router.ts";
export { createReviews } from "./service.ts";
export { createTestimonialList, publishedTestimonials, type TestimonialRow } from "./testimonials.ts";
