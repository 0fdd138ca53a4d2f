#!/usr/bin/env bash
# The API benchmark drives the server from wrk, a separate process, so that the load generator
# does not share the server's event loop. Debian packages it.
set -euo pipefail
if command -v wrk >/dev/null; then exit 0; fi
echo "Installing wrk from Debian's packages..."
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq wrk >/dev/null
