#!/usr/bin/env bash
# Builds the release archives of Aide-de-Camp: the command line (adc) for
# Linux amd64 and arm64 and Windows amd64, and the editor (adc-editor) for
# Linux amd64 and arm64 and Windows amd64, with a SHA256SUMS file. The
# version is stamped into adc --version.
#
# Usage: scripts/release.sh [VERSION [OUTDIR]]
#   VERSION  default: git describe (a tag such as v1.2.0), else "dev"
#   OUTDIR   default: dist (emptied first)
#
# adc is pure Go (CGO_ENABLED=0): one static program per system, built by
# Go's own cross-compiler. The editor needs cgo (Fyne's OpenGL driver):
# for Linux amd64 the machine's gcc and X11/OpenGL headers (scripts/setup.sh
# editor installs them), for Windows amd64 Debian's mingw-w64 cross
# compiler (x86_64-w64-mingw32-gcc, package gcc-mingw-w64-x86-64), for
# Linux arm64 Debian's arm64 cross compiler (aarch64-linux-gnu-gcc) with the
# arm64 X11 and OpenGL libraries installed through multiarch; scripts/setup.sh
# test installs both. ADC_ARM64_CC names another arm64 C compiler.
#
# Each archive holds one folder, NAME-VERSION-OS-ARCH/, with the program
# and README.md: .tar.gz for Linux, .zip for Windows. Archives are
# reproducible: entries sorted, fixed times, no owner names, -trimpath.
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:-$(git describe --tags --always 2>/dev/null || echo dev)}
out=${2:-dist}
case $version in
*/* | *" "*)
	echo "release: version $version must not hold a slash or a space" >&2
	exit 2
	;;
esac

rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# 2000-01-01, the files' time in every archive
epoch=946684800

# archive NAME GOOS GOARCH: packs $stage/NAME-VERSION-GOOS-GOARCH.
archive() {
	local dir="$1-$version-$2-$3"
	cp README.md "$stage/$dir/"
	find "$stage/$dir" -exec touch -h -d "@$epoch" {} +
	if [[ $2 == windows ]]; then
		(cd "$stage" && find "$dir" | LC_ALL=C sort | TZ=UTC zip -q -X "$out/$dir.zip" -@)
	else
		tar -C "$stage" --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner -czf "$out/$dir.tar.gz" "$dir"
	fi
	echo "release: $dir"
}

# adc, the command line: pure Go, every system from this machine.
for target in linux/amd64 linux/arm64 windows/amd64; do
	goos=${target%/*} goarch=${target#*/}
	exe=""
	[[ $goos == windows ]] && exe=.exe
	dir="$stage/adc-$version-$goos-$goarch"
	mkdir -p "$dir"
	CGO_ENABLED=0 GOOS=$goos GOARCH=$goarch go build -trimpath -ldflags "-s -w -X main.version=$version" -o "$dir/adc$exe" ./cmd/adc
	archive adc "$goos" "$goarch"
done

# adc-editor, the desktop editor: cgo, with a C compiler per system.
editor() { # GOOS GOARCH CC [extra ldflags]
	local goos=$1 goarch=$2 cc=$3 ldflags="-s -w ${4:-}" exe=""
	[[ $goos == windows ]] && exe=.exe
	local dir="$stage/adc-editor-$version-$goos-$goarch"
	mkdir -p "$dir"
	CGO_ENABLED=1 CC=$cc GOOS=$goos GOARCH=$goarch go build -trimpath -tags no_emoji -ldflags "$ldflags" -o "$dir/adc-editor$exe" ./cmd/adc-editor
	archive adc-editor "$goos" "$goarch"
}
editor linux amd64 "${CC:-gcc}"
if ! command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1; then
	echo "release: no x86_64-w64-mingw32-gcc (Debian package gcc-mingw-w64-x86-64): cannot build the Windows editor" >&2
	exit 1
fi
# -H windowsgui: the editor opens no console window beside its own.
editor windows amd64 x86_64-w64-mingw32-gcc "-H windowsgui"
# The arm64 C compiler: ADC_ARM64_CC, else Debian's cross compiler, else
# the machine's own gcc on an arm64 machine.
arm64_cc=${ADC_ARM64_CC:-}
if [[ -z $arm64_cc ]]; then
	if command -v aarch64-linux-gnu-gcc >/dev/null 2>&1; then
		arm64_cc=aarch64-linux-gnu-gcc
	elif [[ $(uname -m) == aarch64 ]]; then
		arm64_cc=gcc
	else
		echo "release: no arm64 C compiler (Debian package gcc-aarch64-linux-gnu, with the arm64 X11 and OpenGL libraries that scripts/setup.sh test installs, or set ADC_ARM64_CC): cannot build the Linux arm64 editor" >&2
		exit 1
	fi
fi
editor linux arm64 "$arm64_cc"

(cd "$out" && sha256sum -- *.tar.gz *.zip >SHA256SUMS)
echo "release: $(ls "$out" | wc -l) files in $out"
