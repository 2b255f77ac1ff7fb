/** The roles of the team (docs/security.md « Équipe et rôles »); their rights: domain/permissions.ts. */
export const roles = ["manager", "office", "companion"] as const;
export type Role = (typeof roles)[number];
