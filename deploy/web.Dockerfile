# The three apps, built once and served by nginx on one origin with the
# back ends behind it (deploy/nginx.conf).
FROM node:22-bookworm-slim AS build
WORKDIR /repo
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@notary/citizen-web --filter=@notary/kiosk --filter=@notary/notary-console

# nginx >= 1.27.3: `server … resolve` in an upstream with a zone (deploy/nginx.conf).
FROM nginx:1.28-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /repo/apps/citizen-web/dist /srv/citizen
COPY --from=build /repo/apps/kiosk/dist /srv/kiosk
COPY --from=build /repo/apps/notary-console/dist /srv/console
