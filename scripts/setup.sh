#!/usr/bin/env bash
# Installs what Aide-de-Camp needs on Debian or Ubuntu and puts Go on PATH.
# Usage: source scripts/setup.sh [editor|test]
#   editor: the C toolchain and the OpenGL/X11 headers that Fyne needs
#   test:   the same, plus headless LibreOffice (spreadsheet recalculation
#           tests), Xvfb and imagemagick (editor screenshots), poppler (PDF pages),
#           tiled and tmxrasterizer (Tiled export and import tests)
# Only missing packages are installed; a machine that has them all is not touched.
set -euo pipefail

adc_need=(gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev)
if [[ "${1:-editor}" == test ]]; then
	adc_need+=(xvfb xauth imagemagick poppler-utils libreoffice-calc-nogui fonts-dejavu-core tiled)
fi

adc_missing=()
for p in "${adc_need[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || adc_missing+=("$p")
done
if ((${#adc_missing[@]})); then
	echo "setup: installing ${adc_missing[*]}" >&2
	SUDO=""
	[[ $(id -u) -ne 0 ]] && SUDO="sudo"
	$SUDO apt-get update -qq
	if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${adc_missing[@]}" >/dev/null; then
		# Older releases name the headless Calc package differently.
		adc_missing=("${adc_missing[@]/libreoffice-calc-nogui/libreoffice-calc}")
		DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${adc_missing[@]}" >/dev/null
	fi
fi

# Go 1.26 or newer: the machine's own, /usr/local/go, or Debian's go command
# fetching the 1.26 toolchain from the module proxy.
if ! command -v go >/dev/null 2>&1 && [[ -x /usr/local/go/bin/go ]]; then
	export PATH="/usr/local/go/bin:$PATH"
fi
if ! command -v go >/dev/null 2>&1; then
	echo "setup: installing Go" >&2
	SUDO=""
	[[ $(id -u) -ne 0 ]] && SUDO="sudo"
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq golang-go >/dev/null
fi
export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
export PATH="$(go env GOPATH)/bin:$PATH"
