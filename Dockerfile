# syntax=docker/dockerfile:1
# Catraca's production image (docs/deploying.md, docs/decisions/0337-production-container.md).
# Stage 1 installs everything and builds the two web apps; stage 2 keeps production dependencies,
# the built web apps, the server's TypeScript (Node 24 strips the types) and the migrations.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# pg_dump/pg_restore for `catraca backup`/`restore`: Debian 12 ships PostgreSQL 15's client, which
# works with servers up to 15 (compose.yaml runs postgres:15); a newer server needs a newer client.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The project's own Node 24 (the `node` dependency, node_modules/.bin first on PATH), as npm scripts
# run it: the pinned runtime, whatever the base image's Node is.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/catraca \
    PATH=/app/node_modules/.bin:$PATH
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/bin ./bin
COPY --from=build /app/src/cli ./src/cli
COPY --from=build /app/src/domain ./src/domain
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/dist/web ./dist/web
COPY docker/entrypoint.sh /usr/local/bin/catraca-entrypoint
RUN mkdir -p /var/lib/catraca /backups && chown node:node /var/lib/catraca /backups
USER node
EXPOSE 3000
# Ready = the database answers and every migration of this build is applied (GET /readyz).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["catraca-entrypoint"]
CMD ["serve"]
