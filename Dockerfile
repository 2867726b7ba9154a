# The BFF image: it serves the API and the built shell and remotes on one port.
# Both stages start from node:24-bookworm-slim, pinned by the digest of its multi-platform index as
# docker-library/repo-info recorded it (Node 24.18.1 on Debian 12, built 2026-07-30): a rebuild takes
# the same base until this line is changed on purpose.
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:235600a8101ab264e117b1768e925532262668dc9b581ef1dd7d96ced463b8e7

# Build stage: all dependencies, then the frontends and the server compiled to JavaScript.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY db/package.json db/
COPY bff/package.json bff/
COPY api-client/package.json api-client/
COPY design-system/package.json design-system/
COPY shell/package.json shell/
COPY evaluator-mfe/package.json evaluator-mfe/
COPY admin-mfe/package.json admin-mfe/
COPY test-support/package.json test-support/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server \
  && find shell/dist evaluator-mfe/dist admin-mfe/dist -name '*.map' -delete \
  && rm -f db/migrations/*.test.*

# Runtime stage: what the BFF runs and nothing else. The production dependencies of the BFF and of
# the db package it bundles (not the frontends', not the root's), the bundled server, the migrations
# it reads at start, and the frontends' built static files. npm ci installs the named workspaces
# only (the other workspaces' package.json files are there because the lock names them); their
# development dependencies are struck first, since npm would otherwise follow the link to the
# test-support workspace and install its packages, React among them, despite --omit=dev.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY db/package.json db/
COPY bff/package.json bff/
COPY api-client/package.json api-client/
COPY design-system/package.json design-system/
COPY shell/package.json shell/
COPY evaluator-mfe/package.json evaluator-mfe/
COPY admin-mfe/package.json admin-mfe/
COPY test-support/package.json test-support/
RUN npm pkg delete devDependencies --workspace=@vsp/bff --workspace=@vsp/db \
  && npm ci --omit=dev --workspace=@vsp/bff --workspace=@vsp/db --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/db/migrations db/migrations
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/evaluator-mfe/dist evaluator-mfe/dist
COPY --from=build /app/admin-mfe/dist admin-mfe/dist
# Whatever is in a frontend's dist is served publicly: the build stage removed every source map.
# The embedded database (when DATABASE_URL is unset) lives in /app/data, and uploaded vendor files
# in /app/files (FILES_DIR in docker-compose.yml), both owned by the server's user.
RUN mkdir data files && chown node:node data files
USER node
EXPOSE 3000
# Liveness, not readiness: a database outage must not mark every replica unhealthy and have the
# orchestrator restart them all; the BFF answers 503 on /readyz meanwhile and recovers by itself.
HEALTHCHECK --interval=15s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs as PID 1 with no npm in between, so SIGTERM reaches the BFF, which drains requests and closes the pool.
CMD ["node", "--enable-source-maps", "bff/dist/index.js"]
