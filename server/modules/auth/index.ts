/**
 * The auth module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { finishLogin, recordEvent, type LoginHttpDeps } from "./login-http.ts";
export {
  changeAccount,
  createAccount,
  listAccounts,
  lockAccount,
  lockActiveManagers,
  removeAccount,
  usernameTaken,
  type Account,
} from "./accounts.ts";
export { activeMembers, memberCards, type MemberCard } from "./members.ts";
export { hashPassword } from "./passwords.ts";
export { createAuthRouter } from "./router.ts";
export { createAccountSecurityRouter } from "./security-router.ts";
export { applyAdminReset, planAdminReset } from "./security/admin-reset.ts";
export { createAccountSecurity, type AccountSecurity } from "./security/index.ts";
export { createTotp } from "./security/totp.ts";
export { createAuth, passwordProblem, sessionUserOf, type SessionUser } from "./service.ts";
export { readSessionToken } from "./session-cookie.server.ts";
