# The BFF image: it serves the API and the built shell and remotes on one port.
# Build stage: all dependencies, then the frontends and the server compiled to JavaScript.
FROM node:24-bookworm-slim AS build
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
RUN npm run build && npm run build:server

# Runtime stage: production dependencies only, compiled JavaScript only, no TypeScript loader.
FROM node:24-bookworm-slim
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
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/db/migrations db/migrations
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/evaluator-mfe/dist evaluator-mfe/dist
COPY --from=build /app/admin-mfe/dist admin-mfe/dist
# Whatever is in a frontend's dist is served publicly: no source map may be there. The embedded
# database (when DATABASE_URL is unset) lives in /app/data, and uploaded vendor files in /app/files
# (FILES_DIR in docker-compose.yml), both owned by the server's user.
RUN find shell/dist evaluator-mfe/dist admin-mfe/dist -name '*.map' -delete \
  && rm -f db/migrations/*.test.* \
  && mkdir data files && chown node:node data files
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Node runs as PID 1 with no npm in between, so SIGTERM reaches the BFF, which drains requests and closes the pool.
CMD ["node", "--enable-source-maps", "bff/dist/index.js"]
