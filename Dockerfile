# One build stage for the workspace, then one small runtime image per deployable app:
#   docker build --target api    -t gloh/api .
#   docker build --target remote --build-arg APP=mfe-marketing -t gloh/mfe-marketing .
#   docker build --target shell  -t gloh/shell .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
RUN npm install -g pnpm@10.34.9
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc tsconfig.base.json ./
COPY patches patches/
COPY packages/shared/package.json packages/shared/
# The contract is compiled by its prepare script during the install: it needs its sources.
COPY packages/contract packages/contract/
COPY shell/package.json shell/
# One line per remote of packages/shared/src/remotes.json (packages/shared/test checks them).
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-investors/package.json mfe-investors/
COPY mfe-demos/package.json mfe-demos/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

FROM node:20-bookworm-slim AS runtime-base
# The servers listen on 127.0.0.1 unless told otherwise; in a container the published or
# networked port is the way in, so every image listens on all of the container's interfaces.
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
USER node

# The API: NestJS with migrations applied at start. Needs DATABASE_URL (or a volume for PGlite)
# and OUTBOX_ENCRYPTION_KEY (required with NODE_ENV=production; api/README.md, "Data at rest").
FROM runtime-base AS api
COPY --from=build --chown=node /repo /repo
WORKDIR /repo/api
EXPOSE 3100
CMD ["node", "dist/main.js"]

# A remote: its built files served under /remotes/<name>/ by the shared Fastify server, which needs
# the workspace's installed dependencies (fastify and its plugins), as the shell does.
FROM runtime-base AS remote
ARG APP
ENV APP=${APP}
COPY --from=build --chown=node /repo /repo
WORKDIR /repo
EXPOSE 8080
# The public path comes from the app's entry in remotes.json (APP is the remote's folder).
CMD ["sh", "-c", "node packages/shared/server/serve-remote.mjs --folder ${APP} --root ${APP}/dist --port 8080"]

# The shell: its built files, /api and /remotes/* proxied, unknown paths answered with 404.
FROM runtime-base AS shell
COPY --from=build --chown=node /repo /repo
WORKDIR /repo/shell
EXPOSE 3000
CMD ["node", "server/serve.mjs"]
