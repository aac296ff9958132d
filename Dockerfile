# syntax=docker/dockerfile:1
# The production image: dependencies installed once (deps), the client and server built once (build),
# and a runtime with only what runs, as the unprivileged `node` user. Nothing is installed or built
# when a container starts. `npm run check:deploy` checks this file and runs its build commands.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Only the manifests and the patches the postinstall applies: this layer is rebuilt when they change, not on every source edit.
COPY package.json package-lock.json ./
COPY server/package.json server/package.json
COPY client/package.json client/package.json
COPY patches patches
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build
# The runtime keeps the dependencies, not the build tools.
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# Two malloc arenas: sharp's libvips threads otherwise each grow their own, which a small server pays
# for in resident memory (issue 14 §2, memory).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=262144 \
    MALLOC_TRIM_THRESHOLD_=1048576
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/package.json server/package.json
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/package.json client/package.json
COPY --from=build /app/client/dist client/dist
# DATA_DIR holds only per-instance scratch files (uploads being read) when the media live in S3.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself, for the graceful shutdown.
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=100", "--expose-gc", "server/dist/index.js"]
