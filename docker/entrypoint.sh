#!/bin/sh
# The container runs the commands the README and CI run: `catraca migrate` (under a PostgreSQL
# advisory lock, so several containers starting together migrate once), then `catraca serve`,
# exec'd so the server is the process that receives SIGTERM and drains (docs/deploying.md).
# Any other argument is a catraca command: `docker compose run --rm app backup /backups/x.dump`.
set -eu
if [ "${1:-serve}" = "serve" ]; then
  node bin/catraca.mjs migrate
  exec node bin/catraca.mjs serve
fi
exec node bin/catraca.mjs "$@"
