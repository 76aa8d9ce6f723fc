#!/usr/bin/env bash
# Builds the libFuzzer targets into .build/fuzz/: each is one module's sources plus its entry file,
# compiled with `-sanitize=fuzzer,address` (coverage-guided, with AddressSanitizer).
#   archive-decoder  JSON parser, archive decoding and validation (Sources/TintypeArchive)
#   png-decoder      the PNG decoder over libpng (Sources/TintypeRaster, CPNG, CPNGSupport)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build/fuzz
mkdir -p "$out/modules/CPNGSupport"
flags=(-sanitize=fuzzer,address -O -parse-as-library -g)

swiftc "${flags[@]}" -module-name TintypeArchive \
  $(find Sources/TintypeArchive -name '*.swift' | sort) Tests/Fuzz/ArchiveDecoderFuzz.swift \
  -o "$out/archive-decoder" 2> >(grep -v "Cannot export local symbol" >&2)

# The C support module, instrumented the same way, behind a module map of its own.
cat > "$out/modules/CPNGSupport/module.modulemap" <<MAP
module CPNGSupport {
  umbrella header "$(pwd)/Sources/CPNGSupport/include/CPNGSupport.h"
  export *
}
MAP
objects=()
for source in Sources/CPNGSupport/*.c; do
  object="$out/$(basename "$source" .c).o"
  clang -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CPNGSupport/include \
    $(pkg-config --cflags libpng) -c "$source" -o "$object"
  objects+=("$object")
done
swiftc "${flags[@]}" -module-name TintypeRaster -I Sources/CPNG -I "$out/modules/CPNGSupport" \
  $(pkg-config --cflags-only-I libpng | sed 's/-I/-Xcc -I/g') \
  $(find Sources/TintypeRaster -name '*.swift' | sort) Tests/Fuzz/PNGDecoderFuzz.swift \
  "${objects[@]}" $(pkg-config --libs libpng) -lz -o "$out/png-decoder" 2> >(grep -v "Cannot export local symbol" >&2)
echo "built $out/archive-decoder and $out/png-decoder"
