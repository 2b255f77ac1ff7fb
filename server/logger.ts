/** Structured JSON logs on stdout, one line per event. Never pass secrets or passwords here. */
import { redactTokens } from "./infra/link-tokens.ts";

// The tokens of links sent by e-mail are cut out of every log line (server/infra/link-tokens.ts).
export { redactTokens };

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/**
 * The parameters of a failed query (a lead's personal data, a password hash) must never reach
 * the logs: Drizzle puts them in the message ("…\nparams: …") and in `params`. An error is
 * logged as its name, code, message up to any parameters, the stack frames (code locations
 * only) and its cause's name, code and message, likewise cut.
 */
const withoutParams = (text: string) => redactTokens(text.split(/\n?\s*params:/)[0].slice(0, 2000));

function describeError(error: Error, depth = 0): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  const described: Record<string, unknown> = { name: error.name, message: withoutParams(error.message) };
  if (typeof code === "string" || typeof code === "number") described.code = code;
  if (depth === 0) {
    const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
    if (frames.length) described.stack = frames.slice(0, 20).join("\n");
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && depth < 3) described.cause = describeError(cause, depth + 1);
  return described;
}

function serialize(value: unknown): unknown {
  if (value instanceof Error) return describeError(value);
  return value;
}

/** Where lines go: stdout (stderr for warnings and errors) unless a sink is given (tests). */
export type LogSink = (line: string, level: Level) => void;
const standardSink: LogSink = (line, lvl) =>
  (lvl === "error" || lvl === "warn" ? process.stderr : process.stdout).write(`${line}\n`);

export function createLogger(
  level: Level | "silent" = "info",
  base: Record<string, unknown> = {},
  sink: LogSink = standardSink,
): Logger {
  const min = order[level];
  const write = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < min) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg, ...base };
    for (const [k, v] of Object.entries(fields ?? {})) entry[k] = serialize(v);
    // Every field, nested ones too (a path, a URL in an error message): tokens out.
    sink(redactTokens(JSON.stringify(entry)), lvl);
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, sink),
  };
}
