// swift-tools-version:6.0
import Foundation
import PackageDescription

// The library and its programs take only the Swift runtime libraries they use. Every Swift module otherwise
// imports _StringProcessing (regular expressions), so each program or library built from one loads (or, linked
// statically, carries) it and _RegexParser. Without them (and without Synchronization, whose one counter
// CallbackBox now keeps with GLib's atomics), a Python app showing a pager through libsegmentkit-1.so loaded six
// shared Swift libraries, not nine, and was 1.2 MB smaller (median resident size of five starts each, 106.5
// against 107.7 MB), before the library carried its runtime. Test and benchmark targets keep the default.
let runtimeLibraries: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-implicit-string-processing-module-import"])
]

// libsegmentkit-1.so exports its C API and nothing of the Swift code under it (resources/linker/segmentkit-1.map).
// Its SONAME is libsegmentkit-1.so.0 (ABI 0 of API 1): programs and the .gir record that name, which changes only
// when the ABI breaks; `make lib` links it to the built file, `make install` installs it so.
//
// The Swift runtime is linked in (-static-stdlib), hidden behind the same map: C, Python, JavaScript, Vala and Rust
// apps then run on machines without a Swift toolchain (the shared runtime was found through a RUNPATH into
// /opt/swift, with unversioned names a distribution cannot depend on), and the shared runtime's crash handler,
// which it installs for the whole process as it loads, no longer took SIGSEGV, SIGABRT and the other fatal
// signals from the host app: a C app sent `kill -SEGV` printed a Swift backtrace and ran on, and a Python app
// that crashed exited with status 0.
let exportsOnlyTheCAPI: [LinkerSetting] = [
    .unsafeFlags([
        "-static-stdlib",
        "-Xlinker",
        "--version-script=" + URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
            + "/resources/linker/segmentkit-1.map",
        "-Xlinker", "-soname=libsegmentkit-1.so.0",
        // Linked by lld, the toolchain's own linker, for two things gold lacks. Relative relocations are packed
        // (DT_RELR, glibc 2.36): 23,600 of them took 566 KB of records that every process loading the library read.
        // And the functions a typical app's first frames run (resources/linker/segmentkit-1.order, which `make
        // link-order` writes from resources/linker/warm-paths.py) are laid out together: a Python app showing a
        // ten-page pager mapped 1.3 MB less of the library (median of 7 starts, 103.9 against 105.2 MB).
        "-use-ld=lld",
        "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
        "-Xlinker",
        "--symbol-ordering-file=" + URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
            + "/resources/linker/segmentkit-1.order",
        "-Xlinker", "--no-warn-symbol-ordering",
    ])
]

let package = Package(
    name: "SegmentKit",
    products: [
        .library(name: "SegmentCore", targets: ["SegmentCore"]),
        .library(name: "SegmentGtk", targets: ["SegmentGtk"]),
        // The C library (libsegmentkit-1.so) that C, Python, JavaScript and Vala use; its header is include/segmentkit.h.
        .library(name: "segmentkit-1", type: .dynamic, targets: ["SegmentKitC"]),
        .executable(name: "segment-demo", targets: ["segment-demo"]),
        .executable(name: "segment-bench", targets: ["segment-bench"]),
        .executable(name: "segment-mail", targets: ["segment-mail"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(name: "SegmentCore", swiftSettings: runtimeLibraries),
        // Shared by the tests and the benchmarks only; not a product.
        .target(name: "SegmentTestSupport"),
        .target(name: "SegmentGtk", dependencies: ["CGtk", "SegmentCore"], swiftSettings: runtimeLibraries),
        // Renders widgets to PNG for the demo's --screenshot and the pixel tests; not part of the library.
        .target(name: "SegmentScreenshot", dependencies: ["CGtk", "SegmentGtk"], swiftSettings: runtimeLibraries),
        .executableTarget(
            name: "segment-demo", dependencies: ["SegmentGtk", "SegmentCore", "CGtk", "SegmentScreenshot"],
            swiftSettings: runtimeLibraries),
        // The C API: @_cdecl entry points over the Swift API, named as include/segmentkit.h declares them.
        .target(
            name: "SegmentKitC", dependencies: ["SegmentGtk", "SegmentCore", "CGtk"], swiftSettings: runtimeLibraries,
            linkerSettings: exportsOnlyTheCAPI),
        .executableTarget(
            name: "segment-bench", dependencies: ["SegmentCore", "SegmentGtk", "CGtk", "SegmentTestSupport"]),
        .executableTarget(
            name: "segment-mail", dependencies: ["SegmentGtk", "SegmentCore", "CGtk"], path: "Examples/Mail",
            swiftSettings: runtimeLibraries),
        .testTarget(name: "SegmentCoreTests", dependencies: ["SegmentCore", "SegmentTestSupport"]),
        .testTarget(
            name: "SegmentGtkTests",
            dependencies: ["SegmentGtk", "SegmentCore", "CGtk", "SegmentTestSupport", "SegmentScreenshot"],
            exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
