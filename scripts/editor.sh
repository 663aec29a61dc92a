#!/usr/bin/env bash
# Opens the Aide-de-Camp editor, on FILE if given, else on the bundled
# Bussaco 20 scenario. Installs missing system packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh editor
go build -tags no_emoji -o bin/adc-editor ./cmd/adc-editor # no_emoji: see docs/guide.md, "The first window"
exec bin/adc-editor "$@"
