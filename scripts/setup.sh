#!/usr/bin/env bash
# Installs what Aide-de-Camp needs on Debian or Ubuntu and puts Go on PATH.
# Usage: source scripts/setup.sh [editor|test]
#   editor: the C toolchain and the OpenGL/X11 headers that Fyne needs
#   test:   the same, plus the spreadsheet engines the workbooks are
#           recalculated in (headless LibreOffice, Gnumeric's ssconvert, and
#           node with HyperFormula and ExcelJS, pinned in
#           export/xlsx/testdata/engines), Xvfb, xdotool and imagemagick
#           (editor screenshots and real-window tests), poppler (PDF pages),
#           GNU time and prlimit (the hostile-input suite's memory checks),
#           tiled and tmxrasterizer (Tiled export and import tests),
#           headless Chromium (the HTML balance report), and the mingw-w64
#           cross compiler, the arm64 cross compiler with arm64 X11 and
#           OpenGL libraries (Debian multiarch), zip and unzip
#           (scripts/release.sh's archives)
# Only missing packages are installed; a machine that has them all is not touched.
set -euo pipefail

adc_need=(gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev)
if [[ "${1:-editor}" == test ]]; then
	adc_need+=(xvfb xauth xdotool imagemagick poppler-utils libreoffice-calc-nogui fonts-dejavu-core gnumeric time util-linux tiled)
	# scripts/release.sh, which the tests run: the Windows editor's C cross
	# compiler, zip, and unzip and file to check the archives
	adc_need+=(gcc-mingw-w64-x86-64 zip unzip file)
	# The Linux arm64 editor: Debian's arm64 C cross compiler and, through
	# multiarch, the arm64 X11 and OpenGL libraries Fyne links against.
	if [[ $(dpkg --print-architecture) == amd64 ]]; then
		adc_need+=(gcc-aarch64-linux-gnu libc6-dev-arm64-cross)
		for p in libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev libxext-dev; do
			adc_need+=("$p:arm64")
		done
	fi
	# node and npm from Debian, unless the machine has its own node.
	if ! command -v node >/dev/null 2>&1; then
		adc_need+=(nodejs npm)
	elif ! command -v npm >/dev/null 2>&1; then
		adc_need+=(npm)
	fi
fi

adc_missing=()
for p in "${adc_need[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || adc_missing+=("$p")
done
if ((${#adc_missing[@]})); then
	echo "setup: installing ${adc_missing[*]}" >&2
	SUDO=""
	[[ $(id -u) -ne 0 ]] && SUDO="sudo"
	if [[ ${adc_missing[*]} == *:arm64* ]] && ! dpkg --print-foreign-architectures | grep -qx arm64; then
		$SUDO dpkg --add-architecture arm64
	fi
	$SUDO apt-get update -qq
	if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${adc_missing[@]}" >/dev/null; then
		# Older releases name the headless Calc package differently.
		adc_missing=("${adc_missing[@]/libreoffice-calc-nogui/libreoffice-calc}")
		DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${adc_missing[@]}" >/dev/null
	fi
fi

# HyperFormula and ExcelJS at the versions of the committed package-lock.json.
if [[ "${1:-editor}" == test ]]; then
	adc_engines="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/export/xlsx/testdata/engines"
	if [[ ! -f "$adc_engines/node_modules/.package-lock.json" || "$adc_engines/package-lock.json" -nt "$adc_engines/node_modules/.package-lock.json" ]]; then
		echo "setup: installing HyperFormula and ExcelJS (npm ci)" >&2
		(cd "$adc_engines" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
	fi
fi

# Headless Chromium opens the HTML balance report in its test. Debian calls
# the package chromium, Ubuntu chromium-browser.
if [[ "${1:-editor}" == test ]] && ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1 && ! command -v google-chrome >/dev/null 2>&1; then
	echo "setup: installing chromium" >&2
	SUDO=""
	[[ $(id -u) -ne 0 ]] && SUDO="sudo"
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null ||
		DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium-browser >/dev/null
fi

# Go: the machine's own when it can build this module (1.26 or newer, or
# 1.21 or newer, which fetches the 1.26 toolchain itself through
# GOTOOLCHAIN), else /usr/local/go, else the Go toolchain fetched from the Go
# module proxy as the module golang.org/toolchain (checked against its
# SHA-256 below) and unpacked under ~/.cache/aide-de-camp. Debian 12's own
# golang-go is Go 1.19, which can do neither.
adc_go_version=1.26.8
adc_go_usable() { # true when the go on PATH is 1.21 or newer
	local v
	v=$(go env GOVERSION 2>/dev/null) || return 1
	v=${v#go}
	local major=${v%%.*} rest=${v#*.}
	local minor=${rest%%.*}
	minor=${minor%%[!0-9]*}
	[[ $major =~ ^[0-9]+$ && $minor =~ ^[0-9]+$ ]] || return 1
	((major > 1 || (major == 1 && minor >= 21)))
}
if ! adc_go_usable && [[ -x /usr/local/go/bin/go ]]; then
	export PATH="/usr/local/go/bin:$PATH"
fi
if ! adc_go_usable; then
	case "$(uname -m)" in
	x86_64 | amd64) adc_go_arch=amd64 adc_go_sha=30c2b1bf7dcc88d3eb0a1364e47ddd9128edb3110a30e8a0ef61cd5856b31de7 ;;
	aarch64 | arm64) adc_go_arch=arm64 adc_go_sha=02b36b6787b3ac767668f630e2998df45a3b1f9ffee08d1bf3ef6487cd658d99 ;;
	*)
		echo "setup: no Go 1.21 or newer on this machine, and no Go toolchain known for $(uname -m); install Go $adc_go_version from https://go.dev/dl/" >&2
		return 1 2>/dev/null || exit 1
		;;
	esac
	adc_go_mod="v0.0.1-go${adc_go_version}.linux-${adc_go_arch}"
	adc_go_root="${XDG_CACHE_HOME:-$HOME/.cache}/aide-de-camp/go${adc_go_version}.linux-${adc_go_arch}"
	if [[ ! -x "$adc_go_root/bin/go" ]]; then
		adc_tools=()
		command -v curl >/dev/null 2>&1 || adc_tools+=(curl)
		command -v unzip >/dev/null 2>&1 || adc_tools+=(unzip)
		[[ -e /etc/ssl/certs/ca-certificates.crt ]] || adc_tools+=(ca-certificates)
		if ((${#adc_tools[@]})); then
			echo "setup: installing ${adc_tools[*]}" >&2
			SUDO=""
			[[ $(id -u) -ne 0 ]] && SUDO="sudo"
			$SUDO apt-get update -qq
			DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${adc_tools[@]}" >/dev/null
		fi
		echo "setup: fetching Go $adc_go_version (golang.org/toolchain@$adc_go_mod) from the Go module proxy" >&2
		adc_go_tmp=$(mktemp -d)
		# The proxy is GOPROXY's first entry: the environment's, else the
		# setting of whatever go command the machine has (an old one can
		# still say where its proxy is), else Go's default proxy.
		adc_proxy=${GOPROXY:-}
		if [[ -z $adc_proxy ]] && command -v go >/dev/null 2>&1; then
			adc_proxy=$(go env GOPROXY 2>/dev/null || true)
		fi
		adc_proxy=${adc_proxy:-https://proxy.golang.org}
		adc_proxy=${adc_proxy%%[,|]*}
		if [[ -z $adc_proxy || $adc_proxy == direct || $adc_proxy == off ]]; then
			echo "setup: GOPROXY names no module proxy to fetch Go from; set GOPROXY" >&2
			rm -rf "$adc_go_tmp"
			return 1 2>/dev/null || exit 1
		fi
		curl -fsSL --retry 3 -o "$adc_go_tmp/go.zip" "${adc_proxy%/}/golang.org/toolchain/@v/${adc_go_mod}.zip"
		if ! echo "$adc_go_sha  $adc_go_tmp/go.zip" | sha256sum -c --status; then
			echo "setup: the Go toolchain download does not match its SHA-256; not installed" >&2
			rm -rf "$adc_go_tmp"
			return 1 2>/dev/null || exit 1
		fi
		unzip -q "$adc_go_tmp/go.zip" -d "$adc_go_tmp/x"
		# The module zip holds the Go tree under golang.org/toolchain@VERSION/;
		# module zips need not keep file modes, so set them as Go's own
		# toolchain switch does.
		chmod -R u+w,a+rX "$adc_go_tmp/x"
		chmod a+x "$adc_go_tmp/x/golang.org/toolchain@$adc_go_mod"/bin/* "$adc_go_tmp/x/golang.org/toolchain@$adc_go_mod"/pkg/tool/*/*
		mkdir -p "$(dirname "$adc_go_root")"
		rm -rf "$adc_go_root"
		mv "$adc_go_tmp/x/golang.org/toolchain@$adc_go_mod" "$adc_go_root"
		rm -rf "$adc_go_tmp"
	fi
	export PATH="$adc_go_root/bin:$PATH"
	export GOTOOLCHAIN=local
fi
export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
export PATH="$(go env GOPATH)/bin:$PATH"

# staticcheck (honnef.co/go/tools), run by scripts/test.sh.
if [[ "${1:-editor}" == test ]] && ! command -v staticcheck >/dev/null 2>&1; then
	echo "setup: installing staticcheck" >&2
	go install honnef.co/go/tools/cmd/staticcheck@v0.8.2
fi
