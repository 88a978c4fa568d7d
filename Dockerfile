# syntax=docker/dockerfile:1
# The portal as a container image: built in one stage, shipped with the built artifacts and
# the production packages only, run as the unprivileged user `node` (docs/deployment.md).
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every package, then npm run build (web/dist and server/dist) ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- packages: only what the server needs at run time (no tsx, TypeScript, Vite, React) ---
FROM ${NODE_IMAGE} AS packages
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --omit=dev --workspace server --no-audit --no-fund \
  && mkdir -p server/node_modules node_modules/.cache \
  && npm cache clean --force

# --- run ---
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=packages /app/node_modules ./node_modules
COPY --from=packages /app/server/node_modules ./server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/server/package.json ./server/
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/web/dist ./web/dist
# The PGlite template and upstream seed caches (PORTAL_DEMO only) live under node_modules/.cache.
RUN mkdir -p /data && chown node:node /data /app/node_modules/.cache
USER node
VOLUME ["/data"]
EXPOSE 3000 9464
# Liveness only; load balancers ask /readyz (docs/deployment.md).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server/dist/main.js"]
