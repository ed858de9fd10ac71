# syntax=docker/dockerfile:1
# The reverse proxy's image (docs/deploy.md): Debian's nginx with the brotli_static module and the
# configuration of deploy/nginx made final for compose.yaml's network (nginx.settings.json). The
# files it serves (remotes, the shell's hashed files) come from the `public` volume the `release`
# step fills; the TLS certificate is mounted at /etc/bizmarkt/tls/{cert,key}.pem.
# Build from the repository's root:  docker build -f deploy/docker/nginx.Dockerfile -t bizmarkt-nginx .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS config
WORKDIR /app
COPY shared/tooling/cluster-nginx.mjs shared/tooling/cluster-nginx.mjs
COPY deploy/nginx deploy/nginx
COPY deploy/docker/nginx.settings.json deploy/docker/nginx.settings.json
RUN node shared/tooling/cluster-nginx.mjs --json deploy/docker/nginx.settings.json --out /out

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/bizmarkt-nginx/temp /var/lib/bizmarkt-nginx/logs /srv/bizmarkt/public \
  && chown -R www-data:www-data /var/lib/bizmarkt-nginx
COPY --from=config /out /etc/bizmarkt
USER www-data
EXPOSE 8443 8080
# -e: the error log before the configuration is read (www-data cannot write /var/log/nginx).
CMD ["nginx", "-c", "/etc/bizmarkt/nginx.conf", "-e", "stderr"]
