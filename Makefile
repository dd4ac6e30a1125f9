# SegmentKit — two commands on a fresh Debian 12 machine, as root:
#   make run    install what is missing, build, start the demo gallery
#   make test   install what is missing, build, run every test (GTK tests under Xvfb)
# `make help` lists the other targets.

SWIFT       ?= swift
# Release builds are optimised for size. Most of a widget's code runs a few times per event, and a smaller
# library touches fewer code pages: at n = 3 and 10 that is what keeps SegmentKit as small as GtkNotebook
# (README, Performance). The core's loops over every segment stay compiled for speed (@_optimize(speed)).
# Concrete generic types get metadata accessors instead of mangled names: -Osize otherwise has the Swift
# runtime demangle about 60 type names on the way to a bar's first frame (1.1 M instructions and its type
# lookups, 0.6 M of them saved at n = 3). A frontend flag of Swift 6.3; debug builds are unaffected.
# Linked with full RELRO (`-z now`), as Debian links GTK, GLib, Pango and libadwaita (dpkg-buildflags' bindnow):
# every call into them is bound when the program loads, the dynamic linker's tables then made read-only. Bound
# lazily, a widget's first calls into GTK each went through the dynamic linker's resolver, a search of every
# loaded library: 0.2–0.25 ms of a bar's first build at n = 3, which GtkNotebook, inside a BIND_NOW libgtk, never pays.
RELEASE     := -c release -Xswiftc -Osize -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
               -Xlinker -z -Xlinker now
# Debian packages the build, the tests and the screenshots need. GTK's recommended packages come too
# (librsvg2-common loads the SVG icons and tracker images; it is only a Recommends of libgtk-4-1). libadwaita is
# only a benchmark peer: segment-bench loads it with dlopen, nothing links it. The Rust bindings build with Debian's
# cargo from Debian's packaged crates (gtk4-rs 0.3 and pkg-config), offline: no crate is fetched; `make lint`
# checks their formatting with Debian's rustfmt.
APT_PACKAGES := libgtk-4-dev pkg-config gcc xvfb xauth x11-utils xdotool dbus dbus-x11 at-spi2-core python3-pyatspi \
                fonts-dejavu-core adwaita-icon-theme librsvg2-common \
                gobject-introspection libgirepository1.0-dev python3-gi gir1.2-gtk-4.0 gjs valac \
                libadwaita-1-dev gi-docgen cargo librust-gtk4-dev librust-pkg-config-dev rustfmt gettext locales
XVFB        := xvfb-run -a -s "-screen 0 1280x900x24"
# GTK tests: cairo renderer (no GPU), criticals are fatal, settings and XDG dirs isolated per run. The pointer
# waits in the screen's far corner, away from the tests' windows: a window a test closes while the pointer is over
# one of its bars leaves GTK 4.8's tooltip timer running, and its firing in the next test logs a critical
# (gdk_surface_get_device_position on the gone surface, from gtk_tooltip_show_tooltip).
TEST_ENV    := SWIFT_BACKTRACE=enable=no GSK_RENDERER=cairo G_DEBUG=fatal-criticals GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 \
               XDG_CONFIG_HOME=$(CURDIR)/.build/xdg/config XDG_DATA_HOME=$(CURDIR)/.build/xdg/data \
               XDG_CACHE_HOME=$(CURDIR)/.build/xdg/cache
SHOT_ENV    := SWIFT_BACKTRACE=enable=no GSK_RENDERER=cairo G_DEBUG=fatal-criticals GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
SCREENSHOTS := resources/screenshots
PAGES       := underline scrollable capsule icons cursor pages lazy builder tabs rich many vertical

.PHONY: help deps build run test test-core test-a11y test-types test-input monkey screenshots release-flags bench link-order lint format clean

help: ## List the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 14

deps: ## Install the Debian packages that are missing (needs root; NO_DEPS=1 skips it, as a package build wants)
	@if [ -n "$(NO_DEPS)" ]; then exit 0; fi; \
	missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" != 0 ]; then echo "make: missing Debian packages:$$missing (run as root, or: sudo apt-get install$$missing)"; exit 1; fi; \
	  echo "Installing:$$missing"; \
	  DEBIAN_FRONTEND=noninteractive apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi

build: deps catalogs ## Build everything (debug), libsegmentkit-1 with its .gir, .typelib, .vapi and .pc, and its translations
	$(SWIFT) build
	$(MAKE) --no-print-directory bindings

run: build ## Build and start the demo gallery
	$(SWIFT) run segment-demo

test: deps catalogs test-locales ## Build and run every test: core and GTK tests, type checks, translations, AT-SPI, bindings, real input
	mkdir -p .build/xdg/config .build/xdg/data .build/xdg/cache
	$(SWIFT) build --build-tests
	$(SWIFT) build
	$(TEST_ENV) $(XVFB) sh -c 'xdotool mousemove 1279 899 && exec $(SWIFT) test --skip-build'
	$(MAKE) --no-print-directory test-translations
	Tests/TypeChecks/run.sh .build/debug
	Tests/Accessibility/run.sh .build/debug/segment-demo
	$(MAKE) --no-print-directory test-bindings
	Tests/RealInput/run.sh .build/debug --seconds $(MONKEY_TEST_SECONDS) --seed $(MONKEY_TEST_SEED)

# Real input through a private X server (Tests/RealInput): journeys through every gallery page, the mail examples
# (Swift and Python) and the C, GJS and Vala examples, then a seeded random monkey (MONKEY_TEST_SECONDS inside
# `make test`). The examples in other languages use the library and typelib `make bindings` built.
MONKEY_TEST_SECONDS ?= 30
# `make test` replays one fixed seed, so CI is repeatable; `make monkey` draws a fresh seed each run.
MONKEY_TEST_SEED    ?= 20261201
SECONDS ?= 300
SEED    ?=

test-input: build ## Drive the gallery and every example with real pointer and keyboard events (xdotool)
	Tests/RealInput/run.sh .build/debug --seconds $(MONKEY_TEST_SECONDS) --seed $(MONKEY_TEST_SEED)

monkey: build ## Random real events for SECONDS (300); SEED=N replays a run
	Tests/RealInput/run.sh .build/debug --only monkey --seconds $(SECONDS) $(if $(SEED),--seed $(SEED))

test-a11y: build test-locales ## Read the running gallery over AT-SPI and click a tab like a user
	Tests/Accessibility/run.sh .build/debug/segment-demo

# --- Translations ------------------------------------------------------------------------------------------------
# The library's own words (its tabs' descriptions, the overflow button's name, the close buttons' names) are
# gettext messages in the segmentkit-1 domain (Sources/SegmentGtk/Glue/Translation.swift). po/POTFILES lists the
# files that have them, po/LINGUAS the languages. The catalogs are built into .build/share/locale, which the
# library finds from .build/debug (../share/locale), as an installed one finds $(PREFIX)/share/locale.
LINGUAS       := $(shell cat po/LINGUAS)
LOCALE_BUILD  := .build/share/locale
CATALOGS      := $(foreach l,$(LINGUAS),$(LOCALE_BUILD)/$(l)/LC_MESSAGES/segmentkit-1.mo)
XGETTEXT_ARGS  = --language=C --from-code=UTF-8 --keyword= --keyword=string --keyword=formatted --keyword=plural:1,2 \
                 --add-comments=Translators: --add-location=file --sort-by-file --package-name=SegmentKit \
                 --package-version=$(VERSION) --copyright-holder="The SegmentKit authors" \
                 --msgid-bugs-address=https://github.com/segmentkit/segmentkit/issues --files-from=po/POTFILES
# Locales the tests switch to, compiled from glibc's sources into the build tree (LOCPATH), so the machine's
# own locales are left as they are.
TEST_LOCALES  := de_DE fr_FR en_US

.PHONY: catalogs pot test-locales test-translations

catalogs: $(CATALOGS) ## Compile po/LANG.po into .build/share/locale/LANG/LC_MESSAGES/segmentkit-1.mo

$(LOCALE_BUILD)/%/LC_MESSAGES/segmentkit-1.mo: po/%.po | deps
	@mkdir -p $(@D)
	msgfmt --check --output-file=$@ $<

pot: ## Extract the library's messages into po/segmentkit-1.pot and merge them into every po/LANG.po
	xgettext $(XGETTEXT_ARGS) --output=po/segmentkit-1.pot
	for l in $(LINGUAS); do msgmerge --quiet --update --backup=none --add-location=file po/$$l.po po/segmentkit-1.pot \
	  && msgattrib --no-obsolete --output-file=po/$$l.po po/$$l.po; done

test-translations: catalogs ## Check that po/ matches the sources and every language translates every message
	Tests/Translations/run.sh $(XGETTEXT_ARGS)

test-locales: deps
	@for l in $(TEST_LOCALES); do [ -d .build/locales/$$l.UTF-8 ] || { mkdir -p .build/locales; \
	  localedef -i $$l -f UTF-8 .build/locales/$$l.UTF-8 || [ -f .build/locales/$$l.UTF-8/LC_CTYPE ]; } || exit 1; done

test-types: build ## Check that signal handlers of the wrong shape do not compile
	$(SWIFT) build --build-tests
	Tests/TypeChecks/run.sh .build/debug

test-core: ## Only the headless core tests
	$(SWIFT) test --filter SegmentCoreTests

screenshots: build ## Render every gallery page, LTR and RTL, into resources/screenshots
	mkdir -p $(SCREENSHOTS)
	for page in $(PAGES); do \
	  $(SHOT_ENV) $(XVFB) .build/debug/segment-demo --page $$page --select 2 --screenshot $(SCREENSHOTS)/$$page.png && \
	  $(SHOT_ENV) $(XVFB) .build/debug/segment-demo --page $$page --select 2 --rtl --screenshot $(SCREENSHOTS)/$$page-rtl.png || exit 1; \
	done
	$(SHOT_ENV) $(XVFB) .build/debug/segment-demo --page pages --position 1.5 --screenshot $(SCREENSHOTS)/pages-position.png
	$(SHOT_ENV) $(XVFB) .build/debug/segment-demo --page tabs --placement start --screenshot $(SCREENSHOTS)/tabs-side.png
	$(SHOT_ENV) $(XVFB) .build/debug/segment-demo --page tabs --placement start --rtl --screenshot $(SCREENSHOTS)/tabs-side-rtl.png

release-flags: ## Print a release build's flags, for `swift build` or `swift run` by hand
	@echo $(RELEASE)

bench: deps ## Run the benchmarks (release build): the core, SegmentKit against GTK's tab widgets, Swift against Python
	# The demo as it would ship: the Swift runtime linked in, not loaded from a dozen shared libraries.
	$(SWIFT) build $(RELEASE) --static-swift-stdlib --product segment-demo
	# The floor the demo's start is timed against: an empty GTK window in C, next to segment-bench.
	$(SWIFT) build $(RELEASE) --product segment-bench
	cc -O2 resources/bench/empty-window.c $$(pkg-config --cflags --libs gtk4) \
	  -o "$$($(SWIFT) build $(RELEASE) --show-bin-path)/segment-empty-window"
	# Beside it, the demo's start page in GTK's own widgets: what GTK needs to show that content.
	cc -O2 resources/bench/gtk-page.c $$(pkg-config --cflags --libs gtk4) \
	  -o "$$($(SWIFT) build $(RELEASE) --show-bin-path)/segment-gtk-page"
	# The bindings benchmark runs Python against the release library and typelib (.build/gir/release), and Rust
	# through the segmentkit crate, built in release with Debian's toolchain against the same library.
	$(MAKE) --no-print-directory bindings CONFIG=release
	cd resources/bench/pager-rs && PKG_CONFIG_PATH=$(CURDIR)/.build/gir/release CARGO_TARGET_DIR=$(CURDIR)/.build/rust \
	  RUSTC=/usr/bin/rustc /usr/bin/cargo build --release --quiet
	$(SWIFT) run $(RELEASE) segment-bench core
	if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  GSK_RENDERER=cairo $(SWIFT) run $(RELEASE) segment-bench widgets && \
	  GSK_RENDERER=cairo $(SWIFT) run $(RELEASE) segment-bench bindings; \
	else \
	  GSK_RENDERER=cairo $(XVFB) $(SWIFT) run $(RELEASE) segment-bench widgets && \
	  GSK_RENDERER=cairo $(XVFB) $(SWIFT) run $(RELEASE) segment-bench bindings; \
	fi

# libsegmentkit-1.so is linked with the functions a typical app's first frames run laid out together
# (Package.swift); this rewrites that list from what resources/linker/warm-paths.py runs of the release library,
# under valgrind (installed here, as only this target needs it). Run it after changes to the code those frames run.
link-order: deps ## Rewrite resources/linker/segmentkit-1.order, the library's link order (valgrind, a few minutes)
	$(MAKE) --no-print-directory deps APT_PACKAGES=valgrind
	$(MAKE) --no-print-directory bindings CONFIG=release
	$(XVFB) /usr/bin/python3 resources/linker/link-order.py .build/release .build/gir/release \
	  resources/linker/segmentkit-1.order

RUST_SOURCES = $(shell find bindings/rust Examples/rust resources/bench/pager-rs Tests/Bindings/rust -name '*.rs' -not -path '*/target/*')

lint: deps ## Check formatting with swift-format (config: .swift-format) and Debian's rustfmt (rustfmt.toml)
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Examples
	/usr/bin/rustfmt --check --edition 2018 $(RUST_SOURCES)

format: ## Rewrite sources with swift-format and rustfmt
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Examples
	/usr/bin/rustfmt --edition 2018 $(RUST_SOURCES)

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
VALGRIND_OPTS := --tool=memcheck --error-exitcode=1 --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
                 --num-callers=40 --suppressions=/usr/share/glib-2.0/valgrind/glib.supp \
                 --suppressions=resources/valgrind/segmentkit.supp
# GTK and its libraries are not built with ASan; leak detection would report their process-lifetime caches.
ASAN_ENV      := ASAN_OPTIONS=detect_leaks=0

.PHONY: fuzz leakcheck asan

fuzz: ## Fuzz the core with fresh seeds for FUZZ_SECONDS (60); SEGMENTKIT_FUZZ_SEED=N replays a seed
	SEGMENTKIT_FUZZ_SECONDS=$(FUZZ_SECONDS) $(SWIFT) test --filter timeBoundedRandomSeeds

leakcheck: deps ## Widget storm and create/destroy cycles under valgrind; fails on any memcheck error or leak
	@command -v valgrind >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind
	mkdir -p .build/xdg/config .build/xdg/data .build/xdg/cache
	$(SWIFT) build --build-tests
	$(VALGRIND_ENV) SEGMENTKIT_STORM_ACTIONS=$(LEAK_ACTIONS) SEGMENTKIT_MEMORY_CYCLES=$(LEAK_CYCLES) $(XVFB) \
	  valgrind $(VALGRIND_OPTS) --log-file=.build/leakcheck.log \
	  .build/debug/SegmentKitPackageTests.xctest SegmentGtkTests.StormTests,SegmentGtkTests.MemoryTests \
	  || { grep -E "definitely lost|ERROR SUMMARY" .build/leakcheck.log; \
	       echo "leakcheck: memcheck errors or a failed test, see .build/leakcheck.log"; exit 1; }
	@grep -E "definitely lost|ERROR SUMMARY" .build/leakcheck.log

asan: deps ## Build the tests with AddressSanitizer (.build/asan) and run them under Xvfb
	mkdir -p .build/xdg/config .build/xdg/data .build/xdg/cache
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	$(TEST_ENV) $(ASAN_ENV) $(XVFB) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan

# --- The C library and its bindings: C, Python (PyGObject), JavaScript (GJS), Vala, Rust ------------------------
# libsegmentkit-1.so is the SwiftPM product `segmentkit-1` (.dynamic); include/segmentkit.h declares its @_cdecl
# entry points. Everything generated from it goes to $(GIR_BUILD).
#
# Naming: the GTypes keep the names GtkBuilder files already use (SegmentBar, PagedStack, SegmentedPager), and
# their functions follow GTK's rule (segment_bar_*, paged_stack_*, segmented_pager_*). No single identifier
# prefix covers those three names ("Segment" would turn SegmentedPager into "edPager" and skip PagedStack), so
# the scanner runs with --accept-unprefixed: the namespace is SegmentKit and the types keep their full names
# (SegmentKit.SegmentBar, SegmentKit.PagedStack, SegmentKit.SegmentedPager), the same name as in a .ui file.
# The namespace-level symbols take the namespace's own prefix: segment_kit_init() is SegmentKit.init(), and
# SegmentKitError is SegmentKit.Error. g-ir-scanner --warn-all prints no warning for this header.
# `make install` installs the release build (size-optimised, $(RELEASE)), as a library is shipped: from Python a
# 10,000-item pager took 119 ms to build and show with the debug build against 33 ms (resources/bench/pager.py,
# three starts each), and the debug build loads one more Swift library. Other targets build debug. CONFIG on the
# command line overrides both.
ifneq ($(filter install,$(MAKECMDGOALS)),)
CONFIG      ?= release
endif
CONFIG      ?= debug
LIB_DIR     := .build/$(CONFIG)
GIR_BUILD   := .build/gir/$(CONFIG)
GIR         := $(GIR_BUILD)/SegmentKit-1.gir
TYPELIB     := $(GIR_BUILD)/SegmentKit-1.typelib
VAPI        := $(GIR_BUILD)/segmentkit-1.vapi
PC          := $(GIR_BUILD)/segmentkit-1.pc
VERSION     := 1.0.0
# The library's SONAME, set when it is linked (Package.swift); the 0 changes only when its ABI breaks.
SONAME      := libsegmentkit-1.so.0
# g-ir-scanner rejects -mfpmath=sse (in pkg-config --cflags gtk4), so only the include paths are passed.
GIR_CFLAGS  = $(shell pkg-config --cflags-only-I gtk4) -Iinclude

PREFIX      ?= /usr/local
LIBDIR      ?= $(PREFIX)/lib
INCLUDEDIR  ?= $(PREFIX)/include
# A directory under PREFIX as the .pc writes it, `${prefix}/lib`: so `pkg-config --define-prefix` can move it.
pc_path      = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
GIRDIR      ?= $(PREFIX)/share/gir-1.0
VAPIDIR     ?= $(PREFIX)/share/vala/vapi
# Devhelp finds a book in $XDG_DATA_DIRS/doc/NAME/NAME.devhelp2, as GTK's own references are installed.
DOCDIR      ?= $(PREFIX)/share/doc
# The library looks for its catalogs in ../share/locale from its own folder, so LOCALEDIR stays under PREFIX.
LOCALEDIR   ?= $(PREFIX)/share/locale
# libgirepository 1.74 (Debian 12) looks for typelibs only in its own folders (/usr/lib/x86_64-linux-gnu/
# girepository-1.0 and /usr/lib/girepository-1.0) and in GI_TYPELIB_PATH, never under /usr/local. So that
# gi.require_version('SegmentKit', '1') works with no environment, the typelib goes to the system's folder
# whatever PREFIX is; a self-contained prefix can pass TYPELIBDIR=$(LIBDIR)/girepository-1.0 and set
# GI_TYPELIB_PATH itself.
TYPELIBDIR  ?= $(shell pkg-config --variable=typelibdir gobject-introspection-1.0 2>/dev/null || echo /usr/lib/girepository-1.0)

.PHONY: lib bindings docs install uninstall test-bindings

lib: deps ## Build only libsegmentkit-1.so (CONFIG=debug|release)
	$(SWIFT) build $(if $(filter release,$(CONFIG)),$(RELEASE),-c $(CONFIG)) --product segmentkit-1
	# Its SONAME (Package.swift): what programs linked to it, and the typelib, load.
	ln -sf libsegmentkit-1.so $(LIB_DIR)/$(SONAME)

bindings: lib ## Generate SegmentKit-1.gir, .typelib, segmentkit-1.vapi and segmentkit-1.pc into .build/gir/CONFIG
	@mkdir -p $(GIR_BUILD)
	g-ir-scanner --warn-all --warn-error --quiet --namespace=SegmentKit --nsversion=1 --accept-unprefixed \
	  --include=Gtk-4.0 --pkg=gtk4 --pkg-export=segmentkit-1 --c-include=segmentkit.h \
	  --library=segmentkit-1 -L$(LIB_DIR) --library-path=$(LIB_DIR) \
	  $(GIR_CFLAGS) include/segmentkit.h docs/reference/objects.c -o $(GIR)
	g-ir-compiler $(GIR) -o $(TYPELIB)
	vapigen --quiet --library segmentkit-1 --pkg gtk4 --metadatadir=bindings/vala --directory $(GIR_BUILD) $(GIR)
	# The titles arrays are `const char * const *` in C; vapigen drops the const, and without a cast valac's C
	# passes `gchar **`, an error from GCC 14 on (-Wincompatible-pointer-types).
	sed -i 's/array_null_terminated = true)\] string\[\]? titles/array_null_terminated = true, type = "const char* const*")] string[]? titles/' $(VAPI)
	test "$$(grep -c 'type = "const char\* const\*")\] string\[\]? titles' $(VAPI))" = 3
	echo gtk4 > $(GIR_BUILD)/segmentkit-1.deps
	sed -e 's|@PREFIX@|$(PREFIX)|; s|@LIBDIR@|$(call pc_path,$(LIBDIR))|; s|@INCLUDEDIR@|$(call pc_path,$(INCLUDEDIR))|; s|@VERSION@|$(VERSION)|' \
	  resources/pkgconfig/segmentkit-1.pc.in > $(PC)
	# pkg-config prefers NAME-uninstalled.pc, so the examples build against this tree with PKG_CONFIG_PATH alone.
	printf 'libdir=%s\nincludedir=%s\n\nName: SegmentKit (uninstalled)\nDescription: SegmentKit from %s\nVersion: %s\nRequires: gtk4\nLibs: -L$${libdir} -Wl,-rpath,$${libdir} -lsegmentkit-1\nCflags: -I$${includedir}\n' \
	  '$(CURDIR)/$(LIB_DIR)' '$(CURDIR)/include' '$(CURDIR)' '$(VERSION)' > $(GIR_BUILD)/segmentkit-1-uninstalled.pc
	@echo "bindings: $(GIR) $(TYPELIB) $(VAPI) $(PC)"

# The API reference, from the .gir's doc comments (include/segmentkit.h, and docs/reference/objects.c for the
# properties and signals Swift registers at run time), as GTK's own reference is made.
docs: bindings ## Generate the API reference with gi-docgen into .build/docs/SegmentKit-1 (CONFIG=debug|release)
	rm -rf .build/docs/SegmentKit-1
	gi-docgen generate --quiet --fatal-warnings --config docs/reference/SegmentKit.toml \
	  --content-dir docs/reference --output-dir .build/docs $(GIR)
	@echo "docs: .build/docs/SegmentKit-1/index.html"

install: bindings docs catalogs ## Install library, header, .pc, .gir, .typelib, .vapi and API reference (PREFIX=/usr/local, DESTDIR)
	install -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR)/segmentkit-1 $(DESTDIR)$(PKGCONFIGDIR) \
	  $(DESTDIR)$(GIRDIR) $(DESTDIR)$(TYPELIBDIR) $(DESTDIR)$(VAPIDIR)
	install -m 755 $(LIB_DIR)/libsegmentkit-1.so $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libsegmentkit-1.so
	install -m 644 include/segmentkit.h $(DESTDIR)$(INCLUDEDIR)/segmentkit-1/
	install -m 644 $(PC) $(DESTDIR)$(PKGCONFIGDIR)/
	install -m 644 $(GIR) $(DESTDIR)$(GIRDIR)/
	install -m 644 $(TYPELIB) $(DESTDIR)$(TYPELIBDIR)/
	install -m 644 $(VAPI) $(GIR_BUILD)/segmentkit-1.deps $(DESTDIR)$(VAPIDIR)/
	install -d $(DESTDIR)$(DOCDIR)/SegmentKit-1
	cp -R .build/docs/SegmentKit-1/. $(DESTDIR)$(DOCDIR)/SegmentKit-1/
	for l in $(LINGUAS); do install -D -m 644 $(LOCALE_BUILD)/$$l/LC_MESSAGES/segmentkit-1.mo \
	  $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/segmentkit-1.mo; done
	if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ]; then ldconfig; fi

uninstall: ## Remove what `make install` installed (same PREFIX and DESTDIR)
	rm -f $(DESTDIR)$(LIBDIR)/libsegmentkit-1.so $(DESTDIR)$(LIBDIR)/$(SONAME) \
	  $(DESTDIR)$(INCLUDEDIR)/segmentkit-1/segmentkit.h \
	  $(DESTDIR)$(PKGCONFIGDIR)/segmentkit-1.pc $(DESTDIR)$(GIRDIR)/SegmentKit-1.gir \
	  $(DESTDIR)$(TYPELIBDIR)/SegmentKit-1.typelib $(DESTDIR)$(VAPIDIR)/segmentkit-1.vapi \
	  $(DESTDIR)$(VAPIDIR)/segmentkit-1.deps
	rm -rf $(DESTDIR)$(DOCDIR)/SegmentKit-1
	for l in $(LINGUAS); do rm -f $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/segmentkit-1.mo; done
	-rmdir $(DESTDIR)$(INCLUDEDIR)/segmentkit-1 2>/dev/null
	if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ]; then ldconfig; fi

test-bindings: bindings ## Run the C, Python, JavaScript, Vala and Rust examples' tests under Xvfb against the built library
	Tests/Bindings/run.sh $(CURDIR)/$(LIB_DIR) $(CURDIR)/$(GIR_BUILD)
