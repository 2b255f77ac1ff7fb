import { createContext, type RouterContext } from "react-router";
import type { Services } from "./services.ts";
import type { ClientPageState } from "./http/client-page.ts";

/**
 * The key under which the server hands its services to route loaders and actions.
 * The React Router build bundles its own copy of this module while the server loads another,
 * so the key lives on globalThis: both copies must share the same object.
 */
const globalKey = "__atelierServicesContext" as const;
const holder = globalThis as typeof globalThis & { [globalKey]?: RouterContext<Services> };
export const servicesContext: RouterContext<Services> = (holder[globalKey] ??= createContext<Services>());

/** Per-request values (request id, CSP nonce) set by Express. */
export interface RequestInfo {
  requestId: string;
  nonce: string;
  ip: string;
  /** A client page's refused form or refusal, handed over by its Express router (server/http/client-page.ts). */
  clientPage?: ClientPageState;
}
const requestKey = "__atelierRequestContext" as const;
const requestHolder = globalThis as typeof globalThis & { [requestKey]?: RouterContext<RequestInfo> };
export const requestContext: RouterContext<RequestInfo> = (requestHolder[requestKey] ??= createContext<RequestInfo>({
  requestId: "",
  nonce: "",
  ip: "",
}));
