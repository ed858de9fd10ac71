# syntax=docker/dockerfile:1
# The apps' image (docs/deploy.md): the shell's Node server (pages, first paint, security headers,
# CSP), each remote's renderer, and the `release` step that puts the built files where nginx serves
# them. Build from the repository's root:  docker build -f deploy/docker/apps.Dockerfile -t bizmarkt-apps .
# Commands and variables: shared/tooling/cluster-services.mjs (checked by cluster-docker.test.mjs).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
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
RUN pnpm install --frozen-lockfile --filter "!./e2e" --filter "!./api"
COPY shared shared
COPY shell shell
COPY mfe-listings mfe-listings
COPY mfe-create-listing mfe-create-listing
COPY mfe-messaging mfe-messaging
COPY mfe-account mfe-account
COPY deploy/remote-release.mjs deploy/remote-release.mjs
RUN pnpm -r --filter "!./e2e" --filter "!./api" build

# The servers need the workspace's installed packages (Fastify, the renderers' React): the built
# workspace as it is, owned by root and read-only to the user it runs as.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /srv/bizmarkt/public && chown node:node /srv/bizmarkt/public
ENV NODE_ENV=production HOST=0.0.0.0 SHELL_PORT=3000
USER node
WORKDIR /app/shell
EXPOSE 3000
CMD ["node", "../shared/tooling/serve.mjs", "--app", "shell"]
