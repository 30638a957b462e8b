# syntax=docker/dockerfile:1
# The production image: the compiled API (api/dist) serving the built host and remotes. Multi-stage:
# everything is built with the dev tooling, the runtime stage gets only the output and the API's
# production node_modules, and runs as the unprivileged `node` user. docs/deploying.md.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
# Front-ends to <workspace>/dist, the API to api/dist (scripts/build.mjs); Storybook for /storybook/.
RUN npm run build && npm run build-storybook

FROM build AS runtime-files
# Only what the API needs at run time: its production dependencies (and the workspaces they link),
# the compiled API, its assets (the reference page's script) and the built front-ends, at the same
# paths as in the repository (the API finds the front-ends from api/dist: REPO_ROOT, WEB_ROOT).
RUN rm -rf node_modules ./*/node_modules packages/*/node_modules \
 && npm ci --omit=dev --workspace=@ciao/api --no-audit --no-fund \
 && mkdir -p /out/api \
 && cp -a package.json node_modules /out/ \
 && cp -a api/package.json api/dist api/assets /out/api/ \
 && if [ -d api/node_modules ]; then cp -a api/node_modules /out/api/; fi \
 && for frontend in host mf-*; do mkdir -p "/out/$frontend" && cp -a "$frontend/dist" "/out/$frontend/"; done \
 && mkdir -p /out/storybook && cp -a storybook/storybook-static /out/storybook/

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080
WORKDIR /app
# Chromium renders each published release's stories for its visual review (docs/storybook.md,
# "Visual review of a release"; CHROMIUM_PATH, default /usr/bin/chromium).
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
# Owned by root, read-only to the process: the app writes nothing to its own files.
COPY --from=runtime-files /out/ /app/
USER node
EXPOSE 8080
# Liveness only (the process answers); balancers and compose check readiness, /api/ready.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself, which starts the drain (docs/deploying.md, "Drain").
CMD ["node", "--enable-source-maps", "api/dist/main.js"]
