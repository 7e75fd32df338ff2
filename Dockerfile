# One small runtime image per deployable app, each built from its own sources only:
#   docker build --build-arg APP=mfe-marketing --target remote -t gloh/mfe-marketing .
#   docker build --build-arg APP=api           --target api    -t gloh/api .
#   docker build --build-arg APP=shell         --target shell  -t gloh/shell .
# APP is the app's folder (`shell`, `api` or a remote's `mfe-…`) and has no default; the target is
# its kind. The dependencies stage is the same for every app, so it is built once and cached. The
# build stages copy in the one app's folder and compile that app alone: a release of marketing
# compiles marketing, and a change to another app's sources leaves its cache valid.
# The classic builder (no BuildKit) builds every stage above the target: the stages it does not
# need there cost seconds (a copy, or nothing to do), never another app's build. The remote,
# deployed most often, comes first.
FROM node:20-bookworm-slim AS deps
WORKDIR /repo
RUN npm install -g pnpm@10.34.9
# Dependencies first, in layers that change only with the lockfile or a package.json: a change to
# any source leaves them cached, so it never downloads or installs a package again. `pnpm fetch`
# fills the store from the lockfile alone; the install links it offline, without the workspace's
# own prepare scripts (they compile sources, which come after).
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY patches patches/
RUN pnpm fetch
COPY packages/contract/package.json packages/contract/
COPY packages/connection-cap/package.json packages/connection-cap/
COPY packages/shared/package.json packages/shared/
COPY packages/staff-ui/package.json packages/staff-ui/
COPY packages/build-presets/package.json packages/build-presets/
COPY packages/web-server/package.json packages/web-server/
COPY shell/package.json shell/
# One line per remote of packages/shared/src/remotes.json (packages/shared/test checks them).
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-investors/package.json mfe-investors/
COPY mfe-demos/package.json mfe-demos/
COPY api/package.json api/
RUN pnpm install --offline --frozen-lockfile --ignore-scripts
# The workspace packages every app builds on, compiled once for all of them.
COPY tsconfig.base.json ./
COPY packages/contract packages/contract/
COPY packages/connection-cap packages/connection-cap/
COPY packages/shared packages/shared/
COPY packages/staff-ui packages/staff-ui/
COPY packages/build-presets packages/build-presets/
COPY packages/web-server packages/web-server/
RUN pnpm --filter @gloh/contract --filter @gloh/connection-cap --filter @gloh/web-server build

FROM deps AS build
ARG APP
RUN case "$APP" in \
      shell | api | mfe-*) ;; \
      *) echo "Name the app to build: --build-arg APP=shell, api or mfe-<remote> (got '$APP')" >&2; exit 1 ;; \
    esac
COPY ${APP} ${APP}/
# One layer for the build and the app's production file set in /out/app (vfs and other copying
# storage drivers copy the whole tree per layer). The deps stage compiled @gloh/contract,
# @gloh/connection-cap and @gloh/web-server already, so only the app itself is built.
# `pnpm deploy --prod` gives a server its own node_modules with production dependencies only; the
# built files are added beside them.
# The shell is built in shell-build below, which has the files its build reads.
RUN mkdir -p /out/app \
  && case "$APP" in \
    mfe-*) \
      pnpm --filter "@gloh/$APP" build \
      && pnpm --filter @gloh/web-server deploy --prod --legacy /out/app \
      && cp -r "$APP/dist" /out/app/release ;; \
    api) \
      pnpm --filter @gloh/api build \
      && pnpm --filter @gloh/api deploy --prod --legacy /out/app \
      && cp -r api/dist /out/app/dist \
      && rm -rf /out/app/src /out/app/test /out/app/scripts \
      && chown -R 1000:1000 /out/app/assets && chmod 600 /out/app/assets/* ;; \
  esac

FROM node:20-bookworm-slim AS runtime-base
# The servers listen on 127.0.0.1 unless told otherwise; in a container the published or
# networked port is the way in, so every image listens on all of the container's interfaces.
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app

# A remote (APP=mfe-…): the Fastify server of @gloh/web-server with its build in /app/release,
# released at start into /srv/releases (a volume in docker-compose.yml, the deployment): its
# hashed files next to those of earlier releases, so pages rendered before a deploy still load
# their versions, every other file kept whole under .releases/<id>/ for a rollback
# (`node dist/release-cli.js --deployment /srv/releases --rollback`); served under /remotes/<name>/.
FROM runtime-base AS remote
ARG APP
ENV APP=${APP}
COPY --from=build /out/app /app
RUN mkdir -p /srv/releases && chown node:node /srv/releases
USER node
EXPOSE 8080
# The image's build becomes the volume's live release once it passes the checks against the site
# at RELEASE_SITE (a refused one is logged and the live release keeps being served).
CMD ["sh", "-c", "exec node dist/serve-remote.js --folder \"$APP\" --release-from /app/release --root /srv/releases --port 8080"]

# The API (APP=api): NestJS with migrations applied at start. Needs DATABASE_URL (or a volume for
# PGlite) and OUTBOX_ENCRYPTION_KEY (required with NODE_ENV=production; api/README.md, "Data at
# rest").
FROM runtime-base AS api
COPY --from=build /out/app /app
USER node
EXPOSE 3100
CMD ["node", "dist/main.js"]

FROM deps AS shell-build
COPY shell shell/
# The shell's build compiles no remote: its server build keeps the remotes' page declarations
# (src/app/site-pages.json) for a remote it has not reached yet. One line per remote of
# packages/shared/src/remotes.json.
COPY mfe-marketing/src/app/site-pages.json mfe-marketing/src/app/
COPY mfe-investors/src/app/site-pages.json mfe-investors/src/app/
COPY mfe-demos/src/app/site-pages.json mfe-demos/src/app/
RUN pnpm --filter @gloh/shell build \
  && pnpm --filter @gloh/shell deploy --prod --legacy /out/app \
  && cp -r shell/dist shell/dist-server shell/dist-node /out/app/ \
  && rm -rf /out/app/src /out/app/build /out/app/server

# The shell (APP=shell): its built files and Node build, /api and /remotes/* proxied, every page
# server-rendered.
FROM runtime-base AS shell
COPY --from=shell-build /out/app /app
USER node
EXPOSE 3000
CMD ["node", "dist-node/serve.js"]
