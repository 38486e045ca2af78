# syntax=docker/dockerfile:1
# Multi-stage build: compile server and client with all dependencies, then run on Node 24 with
# production dependencies only, as the unprivileged `node` user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
# the postinstall script (lock-file platform entries) must be there before npm ci runs it
COPY scripts/lockfile-platforms.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY scripts/lockfile-platforms.mjs scripts/
RUN npm ci --omit=dev --no-audit --no-fund --workspaces=false \
    && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/v1/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# the flags of scripts/node-flags.mjs (its SERVER_ENV is in ENV above)
CMD ["node", "--max-semi-space-size=8", "--expose-gc", "dist/src/main.js"]
