# One image pattern for every service: `docker build --build-arg SERVICE=cards .`
# Node 24 LTS in containers; the code runs on Node 22.12+.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json turbo.json tsconfig.base.json ./
COPY packages ./packages
COPY services ./services
COPY apps ./apps
RUN npm ci --no-audit --no-fund
ARG SERVICE
# The gateway serves the web app, so its image builds the SPA too.
RUN npx turbo run build --filter=@cardsmith/${SERVICE}... $( [ "${SERVICE}" = "gateway" ] && echo --filter=@cardsmith/web... )
RUN npm prune --omit=dev

FROM node:24-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
# glibc's allocator gives large freed blocks back and keeps two arenas (scripts/services.mjs
# NATIVE_ALLOCATOR_ENV says why; bench/render-memory measures it).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends fonts-dejavu-core espeak-ng ffmpeg \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
USER node
WORKDIR /app/services/${SERVICE}
CMD ["node", "dist/src/main.js"]
