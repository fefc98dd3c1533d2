# Stretchy — every set-up step a fresh Debian machine needs lives here.
# `make run` and `make test` install what is missing (apt-get; sudo only when not root).

SWIFT      ?= swift
ARGS       ?=
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Build/run: SDL2 + SDL2_image + SDL2_ttf headers and pkg-config; fontconfig finds a CJK fallback font.
RUN_PACKAGES  := libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libfontconfig-dev pkg-config fontconfig fonts-wqy-microhei
# Tests also open the real window under Xvfb and drive it with xdotool.
TEST_PACKAGES := xvfb xdotool xauth

.PHONY: deps test-deps build release run test bench soak demo clean

deps:
	@./scripts/install-packages.sh $(RUN_PACKAGES)

test-deps: deps
	@./scripts/install-packages.sh $(TEST_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	.build/release/stretchy run $(ARGS)

test: test-deps
	$(SWIFT) build
	$(SWIFT) test

bench: release
	@echo "== 1,000 rows"
	.build/release/stretchy bench --rows 1000
	@echo "== 1,000,000 rows"
	.build/release/stretchy bench --rows 1000000

soak: release
	.build/release/stretchy soak --events 1000000

demo: release
	./scripts/demo.sh

clean:
	rm -rf .build
