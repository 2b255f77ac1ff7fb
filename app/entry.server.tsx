import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../server/context";
import { FrozenContext } from "./lib/frozen.tsx";
import { frozenRender, spliceFrozen, type ServerFrozenRender } from "./lib/frozen.server.ts";

export const streamTimeout = 5_000;

/** Loader errors: a lost database switches the site to its 503 mode until it comes back. */
export function handleError(error: unknown, { context }: { context: Readonly<RouterContextProvider> }) {
  try {
    context.get(servicesContext).dbHealth.report(error);
  } catch {
    /* no services yet */
  }
}

/**
 * Server rendering. The whole document is rendered before the first byte (onAllReady): pages
 * have no deferred data, and complete HTML is what search engines and the page cache want.
 * Inline scripts carry the request's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestContext).nonce || undefined;
  let frozen: ServerFrozenRender | null = null;
  try {
    frozen = frozenRender(loadContext.get(servicesContext), new URL(request.url).pathname);
  } catch {
    /* no services yet */
  }
  const render = (frozen: ServerFrozenRender | null) =>
    renderDocument(request, responseStatusCode, responseHeaders, routerContext, nonce, frozen);
  // Parts rendered once per content version (app/lib/frozen.tsx); a document they cannot fill is rendered whole.
  return render(frozen).then(async ({ status, body }) => {
    if (frozen?.used) {
      const spliced = spliceFrozen(body, frozen, status === 200);
      if (spliced) body = spliced;
      else ({ status, body } = await render(null));
    }
    return new Response(body, { headers: responseHeaders, status });
  });
}

function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string | undefined,
  frozen: ServerFrozenRender | null,
) {
  return new Promise<{ status: number; body: Buffer<ArrayBuffer> }>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <FrozenContext value={frozen}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </FrozenContext>,
      {
        nonce,
        onAllReady() {
          // The whole document is ready: it is collected and sent with its length (public pages
          // load their islands' entry instead of React Router's client, app/root.tsx).
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // React hands over a new view for every chunk: kept as is, copied once by Buffer.concat.
          const chunks: Uint8Array[] = [];
          const body = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              resolve({ status: responseStatusCode, body: Buffer.concat(chunks) });
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
