#!/usr/bin/env bash
# Builds the #Preview compiler plugin against the toolchain's swift-syntax host libraries:
#   bash Sources/TintypePreviewMacros/build.sh [OUT_DIR]   (default .build/plugins)
# Prints the library's path. Rebuilt only when the source is newer than the library.
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-.build/plugins}"
mkdir -p "$out"
library="$out/libTintypePreviewMacros.so"
source=Sources/TintypePreviewMacros/PreviewMacro.swift
host="$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/host"
if [ ! -f "$library" ] || [ "$source" -nt "$library" ]; then
  swiftc -emit-library -module-name TintypePreviewMacros -I "$host" -L "$host" \
    -lSwiftSyntax -lSwiftSyntaxMacros -Xlinker -rpath -Xlinker "$host" "$source" -o "$library.$$.partial"
  # A temporary of its own: tests may build the plugin at the same time.
  mv "$library.$$.partial" "$library"
fi
echo "$library"
