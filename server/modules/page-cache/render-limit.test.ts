import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { renderLimit } from "#server/http/render-limit.ts";
import { cacheKey } from "./middleware.ts";

/** A response that records its status, headers and body, and can finish. */
function fakeResponse() {
  const res = new EventEmitter() as EventEmitter & Record<string, unknown>;
  const headers: Record<string, string> = {};
  Object.assign(res, {
    headersSent: false,
    destroyed: false,
    statusCode: 200,
    headers,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    type() {
      return res;
    },
    send(body: string) {
      res.body = body;
      res.headersSent = true;
      return res;
    },
    finish() {
      res.emit("finish");
    },
  });
  return res as unknown as Response & { body?: string; headers: Record<string, string>; finish(): void };
}

const request = { path: "/blog" } as Request;

describe("the bound on concurrent server renders", () => {
  it("runs at most `concurrency` renders, queues the next ones, and refuses past the queue with 503 + Retry-After", () => {
    const limit = renderLimit({ concurrency: 2, queue: 1, maxWaitMs: 60_000 });
    const started: number[] = [];
    const responses = [0, 1, 2, 3].map(() => fakeResponse());
    responses.forEach((res, i) => limit(request, res, () => started.push(i)));
    expect(started).toEqual([0, 1]);
    expect(limit.waiting).toBe(1);
    // The fourth visitor finds the queue full: a French page, 503, Retry-After.
    expect(responses[3]!.statusCode).toBe(503);
    expect(responses[3]!.headers["retry-after"]).toBe("5");
    expect(responses[3]!.body).toContain("Le site est très sollicité");
    // A render ends: the queued one starts.
    responses[0]!.finish();
    expect(started).toEqual([0, 1, 2]);
    expect(limit.running).toBe(2);
  });
});

describe("the page cache key", () => {
  it("leaves marketing and unknown parameters out: /blog?utm_source=x is /blog", () => {
    expect(cacheKey("/blog", "?utm_source=x&utm_medium=email")).toBe("/blog");
    expect(cacheKey("/blog", "?fbclid=abc&gclid=1")).toBe("/blog");
    expect(cacheKey("/blog/page/2", "")).toBe("/blog/page/2");
    // Parameters a page reads stay in the key: the sort of /avis, a no-JS form's confirmation.
    expect(cacheKey("/avis", "?utm_source=x&tri=note")).toBe("/avis?tri=note");
    expect(cacheKey("/contact", "?envoye=1")).toBe("/contact?envoye=1");
  });
});
