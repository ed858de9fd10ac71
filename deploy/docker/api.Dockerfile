# syntax=docker/dockerfile:1
# The API's image (docs/deploy.md): the `api` instances and the `migrate` step of compose.yaml.
# Build from the repository's root:  docker build -f deploy/docker/api.Dockerfile -t bizmarkt-api .
# Commands and variables: shared/tooling/cluster-services.mjs (checked by cluster-docker.test.mjs).
# Files: with MEDIA_STORE=s3 and MEDIA_S3_* (compose.yaml sets them) every file is in the bucket and the
# /data folders stay empty; they hold the files only with MEDIA_STORE=local (this image's default). The same
# image runs `node dist/cli/migrate-media.js` to copy those folders into a bucket.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
RUN npm install --global pnpm@12.21.0
WORKDIR /app
# The workspace's manifests first, so the install is cached until a dependency changes.
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml ./
COPY api/package.json api/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-listings/package.json mfe-listings/
COPY mfe-create-listing/package.json mfe-create-listing/
COPY mfe-messaging/package.json mfe-messaging/
COPY mfe-account/package.json mfe-account/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile --filter "./api..."
COPY shared shared
COPY api api
RUN pnpm --filter ./api build

FROM ${NODE_IMAGE} AS runtime
RUN npm install --global pnpm@12.21.0
WORKDIR /app
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml ./
COPY api/package.json api/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-listings/package.json mfe-listings/
COPY mfe-create-listing/package.json mfe-create-listing/
COPY mfe-messaging/package.json mfe-messaging/
COPY mfe-account/package.json mfe-account/
COPY e2e/package.json e2e/
# Only what the bundle requires at run time (the workspace's own code is inside dist/).
RUN pnpm install --frozen-lockfile --prod --filter "./api..." && npm uninstall --global pnpm
COPY --from=build /app/api/dist api/dist
COPY api/drizzle api/drizzle
RUN mkdir -p /data/media /data/invoices && chown -R node:node /data
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 MALLOC_ARENA_MAX=2 MEDIA_DIR=/data/media INVOICE_DIR=/data/invoices
USER node
WORKDIR /app/api
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server.js"]
