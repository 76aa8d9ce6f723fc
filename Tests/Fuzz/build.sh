#!/usr/bin/env bash
# Builds the libFuzzer targets into .build/fuzz/: each is one module's sources plus its entry file,
# compiled with `-sanitize=fuzzer,address` (coverage-guided, with AddressSanitizer).
#   archive-decoder  JSON parser, archive decoding and validation (Sources/TintypeArchive)
#   image-header     the image headers the archive reads without decoding: format, PNG and JPEG
#                    sizes, EXIF orientation (Sources/TintypeArchive's ImageData)
#   png-decoder      the PNG decoder over libpng (Sources/TintypeRaster, CPNG, CPNGSupport)
#   jpeg-decoder     the JPEG decoder over libjpeg (Sources/TintypeRaster, CJPEG, CJPEGSupport)
#   string-catalog   .xcstrings and .strings reading and lookups (Sources/TintypeStringCatalog over
#                    TintypeArchive, which is built as an instrumented library module first)
#   asset-catalog    .xcassets colour and image set reading (Sources/TintypeAssetCatalog over TintypeArchive)
#   svg-document     the SVG reader and its rasteriser (Sources/TintypeSVG over TintypeRaster, built as
#                    an instrumented library module)
#   pdf-document     the PDF reader (objects, object streams, zlib, content streams, forms) and its drawing
#                    (Sources/TintypePDF over the same TintypeRaster, linked with zlib)
#   archive-render   decoding and a whole render at scale 1, PNG encoding included (every module the
#                    renderer imports, each an instrumented static library module)
#   batch-manifest   the batch manifest decoder and the .jsonl/.csv row readers (Sources/TintypeBatch over
#                    the same libraries)
#   request-decoder  the render service's requests read up to the render: options, archives, envelopes,
#                    templates filled from a query (Sources/TintypeServer over the same libraries)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build/fuzz
mkdir -p "$out/modules/CPNGSupport"
# `-package-name`: the shared vocabulary gives its geometry helpers `package` access, as SwiftPM builds it.
flags=(-sanitize=fuzzer,address -O -parse-as-library -g -package-name Tintype)

# Every module sits on the shared vocabulary: an instrumented static library module of it first.
mkdir -p "$out/modules/core"
rm -f "$out/libTintypeCore.a"
swiftc -sanitize=fuzzer,address -O -parse-as-library -g -package-name Tintype \
  -module-name TintypeCore -emit-module -emit-module-path "$out/modules/core/TintypeCore.swiftmodule" \
  -emit-library -static -o "$out/libTintypeCore.a" $(find Sources/TintypeCore -name '*.swift' | sort) \
  2> >(grep -v "Cannot export local symbol" >&2)

swiftc -I "$out/modules/core" "${flags[@]}" -module-name TintypeArchive \
  $(find Sources/TintypeArchive -name '*.swift' | sort) Tests/Fuzz/ArchiveDecoderFuzz.swift \
  "$out/libTintypeCore.a" -o "$out/archive-decoder" 2> >(grep -v "Cannot export local symbol" >&2)
swiftc -I "$out/modules/core" "${flags[@]}" -module-name TintypeArchive \
  $(find Sources/TintypeArchive -name '*.swift' | sort) Tests/Fuzz/ImageHeaderFuzz.swift \
  "$out/libTintypeCore.a" -o "$out/image-header" 2> >(grep -v "Cannot export local symbol" >&2)

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
# TintypeRaster has a JPEG decoder too: its C shim, instrumented, behind a module map.
mkdir -p "$out/modules/CJPEGSupport"
cat > "$out/modules/CJPEGSupport/module.modulemap" <<MAP
module CJPEGSupport {
  umbrella header "$(pwd)/Sources/CJPEGSupport/include/CJPEGSupport.h"
  export *
}
MAP
clang -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CJPEGSupport/include \
  -c Sources/CJPEGSupport/JPEGDecode.c -o "$out/JPEGDecode.o"
raster_flags=(-I Sources/CPNG -I "$out/modules/CPNGSupport" -I "$out/modules/CJPEGSupport"
  $(pkg-config --cflags-only-I libpng | sed 's/-I/-Xcc -I/g'))
swiftc -I "$out/modules/core" "${flags[@]}" -module-name TintypeRaster "${raster_flags[@]}" \
  $(find Sources/TintypeRaster -name '*.swift' | sort) Tests/Fuzz/PNGDecoderFuzz.swift \
  "${objects[@]}" "$out/JPEGDecode.o" $(pkg-config --libs libpng) -lz -ljpeg "$out/libTintypeCore.a" -o "$out/png-decoder" \
  2> >(grep -v "Cannot export local symbol" >&2)

swiftc -I "$out/modules/core" "${flags[@]}" -module-name TintypeRaster "${raster_flags[@]}" \
  $(find Sources/TintypeRaster -name '*.swift' | sort) Tests/Fuzz/JPEGDecoderFuzz.swift \
  "${objects[@]}" "$out/JPEGDecode.o" $(pkg-config --libs libpng) -lz -ljpeg "$out/libTintypeCore.a" -o "$out/jpeg-decoder" \
  2> >(grep -v "Cannot export local symbol" >&2)

# The string readers import TintypeArchive: build it as an instrumented static library module.
mkdir -p "$out/modules/archive"
rm -f "$out/libTintypeArchive.a"
swiftc -I "$out/modules/core" -sanitize=fuzzer,address -O -parse-as-library -g -package-name Tintype \
  -module-name TintypeArchive -emit-module -emit-module-path "$out/modules/archive/TintypeArchive.swiftmodule" \
  -emit-library -static -o "$out/libTintypeArchive.a" $(find Sources/TintypeArchive -name '*.swift' | sort) \
  2> >(grep -v "Cannot export local symbol" >&2)
swiftc -I "$out/modules/core" "${flags[@]}" -module-name TintypeStringCatalog -I "$out/modules/archive" \
  $(find Sources/TintypeStringCatalog -name '*.swift' | sort) Tests/Fuzz/StringCatalogFuzz.swift \
  "$out/libTintypeArchive.a" "$out/libTintypeCore.a" -o "$out/string-catalog" 2> >(grep -v "Cannot export local symbol" >&2)
swiftc -I "$out/modules/core" "${flags[@]}" -module-name TintypeAssetCatalog -I "$out/modules/archive" \
  $(find Sources/TintypeAssetCatalog -name '*.swift' | sort) Tests/Fuzz/AssetCatalogFuzz.swift \
  "$out/libTintypeArchive.a" "$out/libTintypeCore.a" -o "$out/asset-catalog" 2> >(grep -v "Cannot export local symbol" >&2)

# The SVG reader imports TintypeRaster: an instrumented static library module of it, with its C objects.
mkdir -p "$out/modules/raster"
rm -f "$out/libTintypeRaster.a"
swiftc -I "$out/modules/core" -sanitize=fuzzer,address -O -parse-as-library -g -package-name Tintype "${raster_flags[@]}" \
  -module-name TintypeRaster -emit-module -emit-module-path "$out/modules/raster/TintypeRaster.swiftmodule" \
  -emit-library -static -o "$out/libTintypeRaster.a" $(find Sources/TintypeRaster -name '*.swift' | sort) \
  2> >(grep -v "Cannot export local symbol" >&2)
swiftc -I "$out/modules/core" "${flags[@]}" -module-name TintypeSVG -I "$out/modules/raster" "${raster_flags[@]}" \
  $(find Sources/TintypeSVG -name '*.swift' | sort) Tests/Fuzz/SVGDocumentFuzz.swift \
  "$out/libTintypeRaster.a" "${objects[@]}" "$out/JPEGDecode.o" $(pkg-config --libs libpng) -lz -ljpeg \
  "$out/libTintypeCore.a" -o "$out/svg-document" 2> >(grep -v "Cannot export local symbol" >&2)
swiftc -I "$out/modules/core" "${flags[@]}" -module-name TintypePDF -I "$out/modules/raster" -I Sources/CZlib "${raster_flags[@]}" \
  $(find Sources/TintypePDF -name '*.swift' | sort) Tests/Fuzz/PDFDocumentFuzz.swift \
  "$out/libTintypeRaster.a" "${objects[@]}" "$out/JPEGDecode.o" $(pkg-config --libs libpng) -lz -ljpeg \
  "$out/libTintypeCore.a" -o "$out/pdf-document" 2> >(grep -v "Cannot export local symbol" >&2)
echo "built $out/archive-decoder, image-header, png-decoder, jpeg-decoder, string-catalog, asset-catalog, svg-document and pdf-document"

# The whole renderer, for archive-render and batch-manifest: every module it imports as an instrumented
# static library module, in dependency order (the archive and raster ones above are reused).
mkdir -p "$out/modules/CFreeType" "$out/modules/CHarfBuzz" "$out/modules/CCrypto" "$out/modules/CUnicodeSupport"
# The text system's C beside ICU and FriBidi, instrumented, behind a module map.
cat > "$out/modules/CUnicodeSupport/module.modulemap" <<MAP
module CUnicodeSupport {
  umbrella header "$(pwd)/Sources/CUnicodeSupport/include/CUnicodeSupport.h"
  export *
}
MAP
clang -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CUnicodeSupport/include \
  $(pkg-config --cflags fribidi icu-uc) -c Sources/CUnicodeSupport/UnicodeSupport.c -o "$out/UnicodeSupport.o"
c_flags=(-I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CCrypto -I Sources/CZlib -I Sources/CWebP
  -I "$out/modules/CUnicodeSupport"
  $(pkg-config --cflags-only-I freetype2 harfbuzz libwebp | sed 's/-I/-Xcc -I/g'))
# swift_library NAME FOLDER DEPENDENCY…: builds Sources/FOLDER into $out/modules/lib/NAME.swiftmodule and
# $out/libNAME.a.
mkdir -p "$out/modules/lib"
cp "$out/modules/archive/TintypeArchive.swiftmodule" "$out/modules/raster/TintypeRaster.swiftmodule" "$out/modules/lib/"
swift_library() {
  local name=$1
  # An archive left by an earlier build keeps the objects of files since renamed or removed.
  rm -f "$out/lib$name.a"
  swiftc -sanitize=fuzzer,address -O -parse-as-library -g -package-name Tintype "${raster_flags[@]}" "${c_flags[@]}" \
    -I "$out/modules/core" -I "$out/modules/lib" -module-name "$name" -emit-module \
    -emit-module-path "$out/modules/lib/$name.swiftmodule" -emit-library -static -o "$out/lib$name.a" \
    $(find "Sources/$name" -name '*.swift' | sort) 2> >(grep -v "Cannot export local symbol" >&2)
}
for name in TintypeUIKit TintypeStringCatalog TintypeUI TintypeCharts TintypeText TintypeScene TintypeLayout TintypeDevices \
  TintypeAssetCatalog TintypeSVG TintypePDF TintypeResolve TintypeDisplayList TintypePaint Tintype TintypeViewRendering \
  TintypeEncode; do
  swift_library "$name"
done
# The batch writes PNG, WebP and JPEG files: the JPEG encoder's C shim, instrumented.
clang -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CJPEGSupport/include \
  -c Sources/CJPEGSupport/JPEGEncode.c -o "$out/JPEGEncode.o"
# Static libraries are searched in order: dependents first.
render_libraries=(TintypeViewRendering Tintype TintypePaint TintypeDisplayList TintypeResolve TintypeSVG TintypePDF TintypeAssetCatalog TintypeDevices
  TintypeLayout TintypeScene TintypeCharts TintypeText TintypeUI
  TintypeStringCatalog TintypeUIKit TintypeRaster TintypeArchive)
render_links=()
for name in "${render_libraries[@]}"; do render_links+=("$out/lib$name.a"); done
render_links+=("${objects[@]}" "$out/JPEGDecode.o" "$out/UnicodeSupport.o"
  $(pkg-config --libs libpng freetype2 harfbuzz fribidi icu-uc) -lz -ljpeg)
swiftc -I "$out/modules/core" "${flags[@]}" "${raster_flags[@]}" "${c_flags[@]}" -I "$out/modules/lib" -module-name ArchiveRenderFuzz \
  Tests/Fuzz/ArchiveRenderFuzz.swift "${render_links[@]}" "$out/libTintypeCore.a" -o "$out/archive-render" \
  2> >(grep -v "Cannot export local symbol" >&2)
# Batch jobs also render Live Activity archives.
swiftc -I "$out/modules/core" "${flags[@]}" "${raster_flags[@]}" "${c_flags[@]}" -I "$out/modules/lib" -module-name TintypeBatch \
  $(find Sources/TintypeBatch -name '*.swift' | sort) Tests/Fuzz/BatchManifestFuzz.swift \
  "$out/libTintypeEncode.a" "$out/JPEGEncode.o" "${render_links[@]}" \
  $(pkg-config --libs libcrypto libwebp) "$out/libTintypeCore.a" -o "$out/batch-manifest" \
  2> >(grep -v "Cannot export local symbol" >&2)
echo "built $out/archive-render and batch-manifest"

# The render service's request decoder: TintypeBatch as an instrumented library module, and the C beside
# libmicrohttpd (linked, though the fuzz entry opens no socket) behind a module map.
swift_library TintypeBatch
mkdir -p "$out/modules/CHTTPServerSupport"
cat > "$out/modules/CHTTPServerSupport/module.modulemap" <<MAP
module CHTTPServerSupport {
  umbrella header "$(pwd)/Sources/CHTTPServerSupport/include/HTTPServerSupport.h"
  export *
}
MAP
clang -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CHTTPServerSupport/include \
  $(pkg-config --cflags libmicrohttpd) -c Sources/CHTTPServerSupport/HTTPServerSupport.c -o "$out/HTTPServerSupport.o"
swiftc -I "$out/modules/core" "${flags[@]}" "${raster_flags[@]}" "${c_flags[@]}" -I "$out/modules/lib" \
  -I "$out/modules/CHTTPServerSupport" -module-name TintypeServer \
  $(find Sources/TintypeServer -name '*.swift' | sort) Tests/Fuzz/RequestDecoderFuzz.swift \
  "$out/libTintypeBatch.a" "$out/libTintypeEncode.a" "$out/JPEGEncode.o" "${render_links[@]}" "$out/HTTPServerSupport.o" \
  $(pkg-config --libs libcrypto libwebp libmicrohttpd) "$out/libTintypeCore.a" -o "$out/request-decoder" \
  2> >(grep -v "Cannot export local symbol" >&2)
echo "built $out/request-decoder"
