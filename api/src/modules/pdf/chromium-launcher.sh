#!/bin/sh
# Starts Chromium for the PDF renderer (renderer.ts gives this file as Playwright's executablePath).
# Chromium's sandbox refuses to run as root, and --no-sandbox would leave a rendered page only one bug away from the
# API's own privileges. So when the API runs as root (CI, containers), Chromium is started as the unprivileged user
# nobody (no groups, no capabilities, no new privileges) and keeps its own (user-namespace) sandbox. As any other
# user it is started as it is, sandboxed. The browser is the leader of its own process group (Playwright starts it
# detached), which the renderer kills as a whole on a hung render or when it grows past its memory cap.
set -eu
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The renderer learns the browser's process (and group) id from this file: exec keeps the id.
if [ -n "${AIKC_PDF_PIDFILE:-}" ]; then echo "$$" >"$AIKC_PDF_PIDFILE"; fi
if [ "$(id -u)" = 0 ]; then
  # Playwright made the profile folder as root: hand it to the browser's user.
  for arg in "$@"; do
    case "$arg" in
      --user-data-dir=*) chown -R 65534:65534 "${arg#--user-data-dir=}" ;;
    esac
  done
  exec setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all --no-new-privs \
    env HOME=/tmp XDG_CONFIG_HOME=/tmp XDG_CACHE_HOME=/tmp "$CHROMIUM" "$@"
fi
exec "$CHROMIUM" "$@"
