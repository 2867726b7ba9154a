# The BFF image: it serves the API and the built shell and remotes on one port.
FROM node:20-bookworm-slim AS build
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
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Node runs as PID 1 with no npm in between, so SIGTERM reaches the BFF, which drains requests and closes the pool.
CMD ["node", "--import", "tsx", "bff/src/index.ts"]
