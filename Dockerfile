# Plaza's image (README.md, "Deploying"), built from the repository's root: `docker compose build`
# or `docker build -t plaza .`. It runs the server as `npm start` does, on port 3000, as `node`.

# The packages' manifests alone, so a change of source installs nothing again.
FROM node:20-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY app/package.json app/
COPY packages/api/package.json packages/api/
COPY packages/server/package.json packages/server/
COPY packages/ui/package.json packages/ui/

# Every dependency, the build's too, as package-lock.json pins them, from the registry alone.
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# The app (app/dist) and its rendering entry (app/dist-server), which the server serves and runs.
FROM deps AS build
COPY . .
RUN npm run build

FROM manifests AS production-deps
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=production-deps /app ./
# The server's TypeScript runs through tsx, as `npm start` runs it; tsx is the root's
# devDependency, so it and the esbuild it transforms with come from the full install.
COPY --from=deps /app/node_modules/tsx node_modules/tsx
COPY --from=deps /app/node_modules/esbuild node_modules/esbuild
COPY --from=deps /app/node_modules/@esbuild node_modules/@esbuild
COPY --from=build /app/app/dist app/dist
COPY --from=build /app/app/dist-server app/dist-server
COPY tsconfig.json ./
COPY packages/api packages/api
COPY packages/server packages/server
# The embedded database and local uploads (when neither DATABASE_URL nor S3_BUCKET is set), and
# where `npm run backup` writes in compose.yaml: owned by the server's user, as are volumes there.
RUN mkdir data backups && chown node:node data backups
USER node
EXPOSE 3000
# Whether the process answers at all (health/live/ asks no dependency): a restart decision. A load
# balancer asks health/ready/ instead (deploy/Caddyfile). Node's own fetch: the image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live/`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server drains on SIGTERM (SHUTDOWN_GRACE_SECONDS). Node is the container's first process,
# not npm, which would not pass the signal on: the container would be killed without draining.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "packages/server/src/main.ts"]
