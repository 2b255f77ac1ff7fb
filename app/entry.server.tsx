import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../server/context";

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

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
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
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
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
