#!/usr/bin/env bash
# Builds tintype-source-lint (the widget review's source rules) against the toolchain's swift-syntax
# host libraries:
#   bash Sources/TintypeSourceLint/build.sh [OUT_DIR]   (default .build/plugins)
# Prints the executable's path. Rebuilt only when the source is newer than the executable.
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-.build/plugins}"
mkdir -p "$out"
tool="$out/tintype-source-lint"
source=Sources/TintypeSourceLint/SourceLint.swift
host="$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/host"
if [ ! -x "$tool" ] || [ "$source" -nt "$tool" ]; then
  swiftc -O -module-name TintypeSourceLint -I "$host" -L "$host" \
    -lSwiftSyntax -lSwiftParser -Xlinker -rpath -Xlinker "$host" "$source" -o "$tool.$$.partial"
  # A temporary of its own: tests may build the tool at the same time.
  mv "$tool.$$.partial" "$tool"
fi
echo "$tool"
