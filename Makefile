# Stretchy — every set-up step a fresh Debian machine needs lives here.
# `make run` and `make test` install what is missing (apt-get; sudo only when not root).

SWIFT      ?= swift
ARGS       ?=
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Build/run: SDL2 + SDL2_image + SDL2_ttf headers, libheif (HEIC photos), FriBidi (UAX #9) and libunibreak (UAX #14 line breaks), libpng (screenshots), libX11 (display loss)
# and pkg-config; fontconfig finds the CJK, colour emoji and complex-script (Noto: Devanagari, Thai…)
# fallback fonts and Inter (the UI font of --device); ffmpeg encodes `--video` exports (MP4, GIF);
# librsvg2-bin's rsvg-convert rasterises what `stretchy import` cannot draw as a layer (Figma vectors,
# SVG paths): a real SVG renderer, run as a process, so no SVG code of our own draws them.
# macOS (Homebrew): the same libraries; fonts come from the system (PingFang, SF Pro) and fontconfig.
BREW_RUN_PACKAGES := sdl2 sdl2_image sdl2_ttf libheif fribidi libunibreak libpng fontconfig ffmpeg pkg-config librsvg qrencode
RUN_PACKAGES  := libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libheif-dev libfribidi-dev libunibreak-dev libfontconfig-dev libpng-dev libqrencode-dev libx11-dev pkg-config fontconfig fonts-noto-cjk fonts-noto-color-emoji fonts-noto-core fonts-inter ffmpeg librsvg2-bin
# Tests also open the real window under Xvfb and drive it with xdotool; `stretchy review`'s page is
# checked in headless Chromium (Debian's plays VP9 WebM, not H.264); the web player's tests run
# under Node (Debian's nodejs).
TEST_PACKAGES := xvfb xdotool xauth python3-pip chromium nodejs
# The code export tests parse the exported Kotlin and Dart with tree-sitter's grammars (PyPI).
TEST_PYPI     := tree-sitter tree-sitter-kotlin tree-sitter-dart
# `make test` compiles with warnings as errors: a warning is a bug until shown otherwise (the one
# ParameterPanel had bound a `where` to one key of five).
WERROR        := -Xswiftc -warnings-as-errors
# The test builds index this project's code only, not the system modules every target imports
# (Foundation, Glibc, SDL's headers) again: ScrollPhysics + ScrollCore took 18 CPU-s with them,
# 13 without, 10 with no index at all. (No index store at all breaks Linux test discovery, which
# reads it.)
NOINDEX       := -Xswiftc -index-ignore-system-modules

.PHONY: deps test-deps build release run test bench soak demo docs clean sanitize-address sanitize-thread portability-check install

deps:
	@./scripts/install-packages.sh --brew "$(BREW_RUN_PACKAGES)" $(RUN_PACKAGES)

test-deps: deps
	@./scripts/install-packages.sh --brew "" $(TEST_PACKAGES)
	@python3 -c 'import tree_sitter, tree_sitter_kotlin, tree_sitter_dart' 2>/dev/null \
	  || python3 -m pip install --quiet $(TEST_PYPI) 2>/dev/null \
	  || python3 -m pip install --quiet --break-system-packages $(TEST_PYPI)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# `make install [PREFIX=/usr/local]`: the release binary, its resources (PREFIX/share/stretchy, found
# from the binary's own path), the man page (swift-argument-parser's generate-manual plugin, from the
# commands' own definitions) and bash/zsh/fish completions, where shells look under PREFIX.
PREFIX ?= /usr/local
install: release
	$(SWIFT) package plugin generate-manual --configuration release
	./scripts/install.sh "$(PREFIX)" .build/release/stretchy \
	  "$$(find .build/plugins -name stretchy.1 -newer .build/release/stretchy 2>/dev/null | head -1)"

run: release
	.build/release/stretchy run $(ARGS)

# `make docs`: the CLI reference, docs/guide/cli.md, written from the commands' own --help
# (scripts/help-to-markdown.sh); a test in `make test` fails when the committed page differs.
# Built exactly as `make test` builds (tests too: `--build-tests` compiles every module with
# -enable-testing, so building the product alone would compile everything again, both ways).
docs: deps
	STRETCHY_TEST_BUILD=1 $(SWIFT) build --build-tests $(WERROR) $(NOINDEX)
	./scripts/help-to-markdown.sh "$$(STRETCHY_TEST_BUILD=1 $(SWIFT) build --show-bin-path)/stretchy" > docs/guide/cli.md.tmp
	mv docs/guide/cli.md.tmp docs/guide/cli.md

# One build graph for the app and the test targets (`--build-tests`; `swift test` would build the
# same products with the same flags): test targets compile while the app's module chain and link
# leave a core idle, where two builds in a row waited for each other.
# The two sanitizer builds and runs go on beside it at the lowest priority (`nice -n 19`): they
# take the CPU the main build's module chains and links and the tests' waits on windows and
# processes leave idle, instead of adding their own minute at the end. Their output is printed
# whole at the end (.build/sanitizers.log); either failing fails `make test`.
# STRETCHY_TEST_BUILD=1: the core modules optimised, test targets with line tables only
# (Package.swift says which and why); `swift test` by hand builds without it, so set it there too
# to reuse this build (`STRETCHY_TEST_BUILD=1 swift test --filter …`).
# Linux-only calls stay in Platform/ files (a Mac build fails there only); the check's own test first.
portability-check:
	@./scripts/portability-check.sh --self-test
	@./scripts/portability-check.sh

test: test-deps portability-check
	@mkdir -p .build
	@nice -n 19 $(MAKE) --no-print-directory -j2 -Otarget sanitize-address sanitize-thread > .build/sanitizers.log 2>&1 & sanitizers=$$!; \
	nice -n 10 ./scripts/web-test.sh > .build/web-test.log 2>&1 & web=$$!; \
	export STRETCHY_TEST_BUILD=1; \
	$(SWIFT) build --build-tests $(WERROR) $(NOINDEX) && SWIFT=$(SWIFT) ./scripts/swift-test.sh --skip-build; tests=$$?; \
	wait $$web || { tests=1; echo "== the web player's tests failed (.build/web-test.log)"; }; tail -n 12 .build/web-test.log; \
	echo "== waiting for the sanitizer runs (AddressSanitizer, ThreadSanitizer)"; \
	wait $$sanitizers; sanitized=$$?; cat .build/sanitizers.log; \
	[ $$sanitized -eq 0 ] || echo "== a sanitizer run failed (its output is above, and in .build/sanitizers.log)"; \
	[ $$tests -eq 0 ] && [ $$sanitized -eq 0 ]

# The core's unsafe-pointer code under AddressSanitizer (Package.swift says which suites and why).
# LeakSanitizer is off: the toolchain's own XCTest runner leaks 144 bytes at exit, outside this
# project's code. STRETCHY_TESTS=core builds only the targets these suites need (LineBreaking,
# FileSafety: seconds), not the executable, the SDL shell or the pure-Swift core.
sanitize-address: deps
	STRETCHY_TESTS=core ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test $(WERROR) $(NOINDEX) --sanitize=address --scratch-path .build-asan \
	  --filter 'LineBreakingTests|FileSafetyTests'

# The PNG writer's worker thread under ThreadSanitizer; STRETCHY_TESTS=png builds PNGWriting and
# PNGWriterTests only. (The filter named a suite that had become SDLSuites/PNGWriting: it ran none.)
sanitize-thread: deps
	STRETCHY_TESTS=png $(SWIFT) test $(WERROR) $(NOINDEX) --sanitize=thread --scratch-path .build-tsan --filter PNGWriterTests

bench: release
	@echo "== 1,000 rows"
	.build/release/stretchy bench --rows 1000
	@echo "== 1,000,000 rows"
	.build/release/stretchy bench --rows 1000000
	@echo "== shapes (shadows, borders, rounded gradients, a rounded material) at @1x, @2x, @3x"
	for s in 1 2 3; do .build/release/stretchy bench --design examples/shapes.json --scale $$s; done
	@echo "== iOS 26 (profile: glass back/more buttons, a glass tab bar, the soft edge effect) on iphone-15 at @1x, @2x, @3x"
	for s in 1 2 3; do .build/release/stretchy bench --design profile --device iphone-15 --scale $$s; done
	@echo "== grid-profile (its own grid of photos) on iphone-15 at @1x, then a 45-cell and a 100,000-cell grid"
	.build/release/stretchy bench --design grid-profile --device iphone-15
	for n in 45 100000; do .build/release/stretchy bench --design grid-profile --device iphone-15 --grid $$n; done

soak: release
	.build/release/stretchy soak --events 1000000

demo: release
	./scripts/demo.sh

clean:
	rm -rf .build .build-asan .build-tsan
