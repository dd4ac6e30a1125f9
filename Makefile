# SegmentKit — two commands on a fresh Debian 12 machine, as root:
#   make run    install what is missing, build, start the demo gallery
#   make test   install what is missing, build, run every test (GTK tests under Xvfb)
# `make help` lists the other targets.

SWIFT       ?= swift
# Debian packages the build, the tests and the screenshots need. GTK's recommended packages come too
# (librsvg2-common loads the SVG icons and tracker images; it is only a Recommends of libgtk-4-1).
APT_PACKAGES := libgtk-4-dev pkg-config xvfb xauth x11-utils xdotool dbus dbus-x11 at-spi2-core python3-pyatspi \
                fonts-dejavu-core adwaita-icon-theme librsvg2-common
XVFB        := xvfb-run -a -s "-screen 0 1280x900x24"
# GTK tests: cairo renderer (no GPU), criticals are fatal, settings and XDG dirs isolated per run.
TEST_ENV    := GSK_RENDERER=cairo G_DEBUG=fatal-criticals GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 \
               XDG_CONFIG_HOME=$(CURDIR)/.build/xdg/config XDG_DATA_HOME=$(CURDIR)/.build/xdg/data \
               XDG_CACHE_HOME=$(CURDIR)/.build/xdg/cache
SHOT_ENV    := GSK_RENDERER=cairo G_DEBUG=fatal-criticals GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
SCREENSHOTS := resources/screenshots
PAGES       := underline scrollable capsule icons cursor pages lazy builder

.PHONY: help deps build run test test-core test-a11y test-input monkey screenshots bench lint format clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 14

deps: ## Install the Debian packages that are missing (needs root)
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" != 0 ]; then echo "make: missing Debian packages:$$missing (run as root, or: sudo apt-get install$$missing)"; exit 1; fi; \
	  echo "Installing:$$missing"; \
	  DEBIAN_FRONTEND=noninteractive apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi

build: deps ## Build everything (debug)
	$(SWIFT) build

run: build ## Build and start the demo gallery
	$(SWIFT) run segment-demo

test: deps ## Build and run every test: core tests headless, GTK tests under Xvfb, AT-SPI check, real input
	mkdir -p .build/xdg/config .build/xdg/data .build/xdg/cache
	$(SWIFT) build --build-tests
	$(SWIFT) build
	$(TEST_ENV) $(XVFB) $(SWIFT) test --skip-build
	Tests/Accessibility/run.sh .build/debug/segment-demo
	Tests/RealInput/run.sh .build/debug --seconds $(MONKEY_TEST_SECONDS)

# Real input through a private X server (Tests/RealInput): journeys through every gallery page and the mail
# example, then a seeded random monkey (MONKEY_TEST_SECONDS inside `make test`).
MONKEY_TEST_SECONDS ?= 45
SECONDS ?= 300
SEED    ?=

test-input: build ## Drive the gallery and the mail example with real pointer and keyboard events (xdotool)
	Tests/RealInput/run.sh .build/debug --seconds $(MONKEY_TEST_SECONDS)

monkey: build ## Random real events for SECONDS (300); SEED=N replays a run
	Tests/RealInput/run.sh .build/debug --only monkey --seconds $(SECONDS) $(if $(SEED),--seed $(SEED))

test-a11y: build ## Read the running gallery over AT-SPI and click a tab like a user
	Tests/Accessibility/run.sh .build/debug/segment-demo

test-core: ## Only the headless core tests
	$(SWIFT) test --filter SegmentCoreTests

screenshots: build ## Render every gallery page, LTR and RTL, into resources/screenshots
	mkdir -p $(SCREENSHOTS)
	for page in $(PAGES); do \
	  $(SHOT_ENV) $(XVFB) .build/debug/segment-demo --page $$page --select 2 --screenshot $(SCREENSHOTS)/$$page.png && \
	  $(SHOT_ENV) $(XVFB) .build/debug/segment-demo --page $$page --select 2 --rtl --screenshot $(SCREENSHOTS)/$$page-rtl.png || exit 1; \
	done

bench: deps ## Run the benchmarks (release build): the core, then SegmentKit against GTK's tab widgets
	$(SWIFT) build -c release --product segment-demo
	$(SWIFT) run -c release segment-bench core
	if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  GSK_RENDERER=cairo $(SWIFT) run -c release segment-bench widgets; \
	else \
	  GSK_RENDERER=cairo $(XVFB) $(SWIFT) run -c release segment-bench widgets; \
	fi

lint: ## Check formatting with swift-format (config: .swift-format)
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Examples

format: ## Rewrite sources with swift-format
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Examples

clean: ## Remove build products
	rm -rf .build

# --- Reliability: core fuzzing, leak check, address sanitizer ------------------------------------------------
# The fixed-seed fuzz run (1,000,000 operations) and the 10,000-action widget storm are ordinary tests, so
# `make test` already runs them; these targets go further.
FUZZ_SECONDS  ?= 60
LEAK_ACTIONS  ?= 300
LEAK_CYCLES   ?= 100
VALGRIND_ENV  := G_SLICE=always-malloc G_DEBUG=gc-friendly GDK_DEBUG=gl-disable GSK_RENDERER=cairo \
                 GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 XDG_CONFIG_HOME=$(CURDIR)/.build/xdg/config \
                 XDG_DATA_HOME=$(CURDIR)/.build/xdg/data XDG_CACHE_HOME=$(CURDIR)/.build/xdg/cache
VALGRIND_OPTS := --tool=memcheck --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
                 --num-callers=40 --suppressions=/usr/share/glib-2.0/valgrind/glib.supp \
                 --suppressions=resources/valgrind/segmentkit.supp
# GTK and its libraries are not built with ASan; leak detection would report their process-lifetime caches.
ASAN_ENV      := ASAN_OPTIONS=detect_leaks=0

.PHONY: fuzz leakcheck asan

fuzz: ## Fuzz the core with fresh seeds for FUZZ_SECONDS (60); SEGMENTKIT_FUZZ_SEED=N replays a seed
	SEGMENTKIT_FUZZ_SECONDS=$(FUZZ_SECONDS) $(SWIFT) test --filter timeBoundedRandomSeeds

leakcheck: deps ## Widget storm and create/destroy cycles under valgrind; fails unless 0 bytes definitely lost
	@command -v valgrind >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind
	mkdir -p .build/xdg/config .build/xdg/data .build/xdg/cache
	$(SWIFT) build --build-tests
	$(VALGRIND_ENV) SEGMENTKIT_STORM_ACTIONS=$(LEAK_ACTIONS) SEGMENTKIT_MEMORY_CYCLES=$(LEAK_CYCLES) $(XVFB) \
	  valgrind $(VALGRIND_OPTS) --log-file=.build/leakcheck.log \
	  .build/debug/SegmentKitPackageTests.xctest SegmentGtkTests.StormTests,SegmentGtkTests.MemoryTests
	@grep -E "definitely lost|ERROR SUMMARY" .build/leakcheck.log
	@grep -qE "definitely lost: 0 bytes|no leaks are possible" .build/leakcheck.log || \
	  { echo "leakcheck: memory definitely lost, see .build/leakcheck.log"; exit 1; }

asan: deps ## Build the tests with AddressSanitizer (.build/asan) and run them under Xvfb
	mkdir -p .build/xdg/config .build/xdg/data .build/xdg/cache
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	$(TEST_ENV) $(ASAN_ENV) $(XVFB) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan
