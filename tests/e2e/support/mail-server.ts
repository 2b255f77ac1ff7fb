import type { Browser, BrowserContext } from "@playwright/test";
import { ownAdminContext, startOwnServer, type OwnServer } from "./own-server";

export const MAIL_TO = "atelier@example.fr";

export interface MailServer extends OwnServer {
  /** A browser context logged in as the admin (phone-sized when `mobile`). */
  adminContext(browser: Browser, mobile: boolean): Promise<BrowserContext>;
}

/**
 * A production server of its own (fresh embedded database) wired to a test SMTP server, so that
 * the e-mails are really delivered (the suite's shared servers have no SMTP on purpose), the
 * business's inbox at MAIL_TO; the admin's default password is replaced by `password`.
 */
export async function startMailServer(
  _name: string,
  password: string,
  env: Record<string, string> = {},
): Promise<MailServer> {
  const own = await startOwnServer({ MAIL_TO, ...env }, password);
  return { ...own, adminContext: (browser, mobile) => ownAdminContext(browser, own.base, password, mobile) };
}
