# One build stage for the workspace, then one small runtime image per deployable app:
#   docker build --target api    -t gloh/api .
#   docker build --target remote --build-arg APP=mfe-marketing -t gloh/mfe-marketing .
#   docker build --target shell  -t gloh/shell .
# Every target builds with BuildKit and with the classic builder, which builds every stage before
# the target: no stage may need a build argument that only its own target passes (APP has a
# default), and the build stage is shared, so compose builds the workspace once.
FROM node:20-bookworm-slim AS build
WORKDIR /repo
RUN npm install -g pnpm@10.34.9
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json tsconfig.base.json ./
COPY patches patches/
# The contract and the servers (the shared web server, the shell's) are compiled by their prepare
# scripts during the install: they need their sources.
COPY packages/contract packages/contract/
COPY packages/shared packages/shared/
COPY shell/package.json shell/
COPY shell/server shell/server/
# One line per remote of packages/shared/src/remotes.json (packages/shared/test checks them).
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-investors/package.json mfe-investors/
COPY mfe-demos/package.json mfe-demos/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY . .
# One layer for the build and the production file sets (vfs and other copying storage drivers
# copy the whole tree per layer). `pnpm deploy --prod` gives each server its own node_modules with
# production dependencies only; the built files are added beside them.
RUN pnpm build \
  && pnpm --filter @gloh/api deploy --prod --legacy /out/api \
  && cp -r api/dist /out/api/dist \
  && pnpm --filter @gloh/shell deploy --prod --legacy /out/shell \
  && cp -r shell/dist shell/dist-server shell/dist-node /out/shell/ \
  && pnpm --filter @gloh/shared deploy --prod --legacy /out/remote-server \
  && for app in mfe-marketing mfe-investors mfe-demos; do cp -r "$app/dist" "/out/$app"; done \
  && rm -rf /out/api/src /out/api/test /out/api/scripts /out/shell/src /out/shell/build /out/shell/server \
  && chown -R 1000:1000 /out/api/assets && chmod 600 /out/api/assets/*

FROM node:20-bookworm-slim AS runtime-base
# The servers listen on 127.0.0.1 unless told otherwise; in a container the published or
# networked port is the way in, so every image listens on all of the container's interfaces.
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app

# A remote: its build, published at start into /srv/releases (a volume in docker-compose.yml) next
# to the files of earlier releases, so pages rendered before a deploy still load their versions;
# served under /remotes/<name>/ by the shared Fastify server.
FROM runtime-base AS remote
ARG APP=mfe-marketing
ENV APP=${APP}
COPY --from=build /out/remote-server /app
COPY --from=build /out/${APP} /app/release
RUN mkdir -p /srv/releases && chown node:node /srv/releases
USER node
EXPOSE 8080
CMD ["sh", "-c", "exec node dist-node/serve-remote.js --folder \"$APP\" --publish-from /app/release --root /srv/releases --port 8080"]

# The shell: its built files and Node build, /api and /remotes/* proxied, every page server-rendered.
FROM runtime-base AS shell
COPY --from=build /out/shell /app
USER node
EXPOSE 3000
CMD ["node", "dist-node/serve.js"]

# The API: NestJS with migrations applied at start. Needs DATABASE_URL (or a volume for PGlite)
# and OUTBOX_ENCRYPTION_KEY (required with NODE_ENV=production; api/README.md, "Data at rest").
# Last in the file: the classic builder builds every stage before its target, so the remotes,
# deployed most often, build the fewest stages.
FROM runtime-base AS api
COPY --from=build /out/api /app
USER node
EXPOSE 3100
CMD ["node", "dist/main.js"]

