import CGtk
import Foundation
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Bad input gets a defined answer and leaves the bar as it was.
final class SegmentBarBadInputTests: GtkTestCase, @unchecked Sendable {
    func testOutOfRangeNegativeAndDisabledSelectionsThrowAndChangeNothing() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems(disabling: 2), style: .underline)
            host(bar.widget)
            XCTAssertThrowsError(try bar.select(99)) {
                XCTAssertEqual($0 as? SegmentError, .indexOutOfRange(index: 99, count: 4))
            }
            XCTAssertThrowsError(try bar.select(-1))
            XCTAssertThrowsError(try bar.select(2)) { XCTAssertEqual($0 as? SegmentError, .itemDisabled(index: 2)) }
            XCTAssertEqual(bar.selectedIndex, 0)
            XCTAssertEqual(bar.position, 0)
        }
    }

    func testNonFinitePositionsAreRefusedAndFinitesClamped() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .cursor)
            host(bar.widget)
            try bar.setPosition(1.5)
            XCTAssertThrowsError(try bar.setPosition(.nan))
            XCTAssertThrowsError(try bar.setPosition(.infinity))
            XCTAssertEqual(bar.position, 1.5)
            try bar.setPosition(-7)
            XCTAssertEqual(bar.position, 0)
            try bar.setPosition(70)
            XCTAssertEqual(bar.position, 3)
        }
    }

    func testEmptyBarDrawsAndRefusesSelection() throws {
        try onMain {
            let bar = SegmentBar(items: [], style: .capsule)
            let window = host(bar.widget)
            XCTAssertNil(bar.selectedIndex)
            XCTAssertThrowsError(try bar.select(0)) { XCTAssertEqual($0 as? SegmentError, .empty) }
            bar.testController.pressBegan(x: 10)
            bar.testController.pressEnded(dx: 0)
            gtk_widget_activate_action_variant(bar.widget, "segment.move", g_variant_new_string("right"))
            gtk_test_widget_wait_for_draw(window)
            XCTAssertNil(bar.selectedIndex)
        }
    }

    /// The bar's and the stack's actions take the moves GTK's own use, `backward` and `forward` as well as
    /// `previous` and `next`; an unknown move or an index out of range logs one warning and changes nothing.
    func testActionParametersAreCheckedWithOneWarningEach() {
        onMain {
            setAnimations(false)
            let pager = SegmentedPager(items: fourItems) { _ in gtk_label_new("page") }
            host(pager.widget)
            pager.bar.isReorderable = true
            func act(_ widget: UnsafeMutablePointer<GtkWidget>, _ action: String, _ move: String) {
                gtk_widget_activate_action_variant(widget, action, g_variant_new_string(move))
            }
            act(pager.bar.widget, "segment.move", "forward")
            XCTAssertEqual(pager.selectedIndex, 1)
            act(pager.stack.widget, "pager.move", "forward")
            act(pager.stack.widget, "pager.move", "backward")
            act(pager.bar.widget, "segment.move", "forward")
            XCTAssertEqual(pager.selectedIndex, 2)
            let titles = pager.items.map(\.title)
            expectLogged(4) {
                act(pager.bar.widget, "segment.move", "sideways")
                act(pager.stack.widget, "pager.move", "up-ish")
                act(pager.bar.widget, "segment.move-tab", "elsewhere")
                gtk_widget_activate_action_variant(pager.bar.widget, "segment.select", g_variant_new_uint32(99))
            }
            XCTAssertEqual(pager.selectedIndex, 2)
            XCTAssertEqual(pager.items.map(\.title), titles, "an unknown tab move moves no tab")
            // A parameter given to a parameterless action: one warning, nothing done (it was ignored silently).
            var reselected = 0
            pager.bar.onReselected { _ in reselected += 1 }
            expectLogged(1) {
                gtk_widget_activate_action_variant(pager.bar.widget, "segment.activate", g_variant_new_uint32(1))
            }
            XCTAssertEqual(reselected, 0)
            XCTAssertEqual(pager.selectedIndex, 2)
        }
    }

    func testZeroWidthAllocationAndBackKeepsTheSelection() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .scrollable)
            host(bar.widget)
            try bar.select(2, animated: false)
            var zero = GtkAllocation(x: 0, y: 0, width: 0, height: 0)
            gtk_widget_size_allocate(bar.widget, &zero, -1)
            XCTAssertEqual(bar.layout?.viewWidth, 0)
            XCTAssertEqual(bar.selectedIndex, 2)
            var normal = GtkAllocation(x: 0, y: 0, width: 400, height: 48)
            gtk_widget_size_allocate(bar.widget, &normal, -1)
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(bar.position, 2)
        }
    }

    func testEditsKeepTheSelectionOnTheSameItem() throws {
        try onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .cursor)
            host(bar.widget)
            try bar.select(2)
            let changes = record(bar, SegmentSignals.barSelectionChanged)
            try bar.insert(SegmentItem("First"), at: 0)
            XCTAssertEqual(bar.selectedIndex, 3)
            XCTAssertEqual(bar.items[3].title, "Month")
            XCTAssertEqual(bar.position, 3)
            try bar.replace(at: 0, with: SegmentItem("Renamed"))
            try bar.setBadge(.count(Int.max), at: 1)
            XCTAssertEqual(bar.selectedIndex, 3)
            try bar.remove(at: 3)
            XCTAssertEqual(bar.selectedIndex, 3, "removing the selected item selects the one taking its place")
            XCTAssertEqual(bar.items[3].title, "Year")
            XCTAssertEqual(changes.values, [3])
            XCTAssertThrowsError(try bar.remove(at: 10))
            XCTAssertEqual(bar.items.count, 4)
        }
    }

    func testMarkupLikeAndHugeTitlesAreShownLiterallyAndCapped() {
        onMain {
            let long = String(repeating: "W", count: 10_000)
            let bar = SegmentBar(
                items: [SegmentItem("<b>&amp;"), SegmentItem(long), SegmentItem("😀 é ش")], style: .scrollable)
            let window = host(bar.widget)
            gtk_test_widget_wait_for_draw(window)
            let metrics = bar.layout!.metrics
            XCTAssertEqual(
                metrics[1].titleWidth, SegmentStyle.scrollable.maxTitleWidth, "a 10,000-character title is capped")
            XCTAssertGreaterThan(
                metrics[0].titleWidth, metrics[2].titleWidth / 3, "markup characters are measured as text")
        }
    }
}

/// Titles with line breaks and other control characters are shown on one line, measured as drawn.
final class SegmentBarControlCharacterTests: GtkTestCase, @unchecked Sendable {
    /// The bounds of every text node `node` draws, in the coordinates of its root.
    @MainActor
    private func textBounds(_ node: OpaquePointer?, _ transform: OpaquePointer? = nil) -> [graphene_rect_t] {
        guard let node else { return [] }
        var children: [OpaquePointer?] = []
        var inner: OpaquePointer? = transform.flatMap { gsk_transform_ref($0) }
        switch gsk_render_node_get_node_type(node) {
        case GSK_TEXT_NODE:
            var bounds = graphene_rect_t()
            var out = graphene_rect_t()
            gsk_render_node_get_bounds(node, &bounds)
            gsk_transform_transform_bounds(transform, &bounds, &out)
            gsk_transform_unref(inner)
            return [out]
        case GSK_CONTAINER_NODE:
            children = (0..<gsk_container_node_get_n_children(node)).map { gsk_container_node_get_child(node, $0) }
        case GSK_TRANSFORM_NODE:
            inner = gsk_transform_transform(inner, gsk_transform_node_get_transform(node))
            children = [gsk_transform_node_get_child(node)]
        case GSK_CLIP_NODE: children = [gsk_clip_node_get_child(node)]
        case GSK_ROUNDED_CLIP_NODE: children = [gsk_rounded_clip_node_get_child(node)]
        case GSK_OPACITY_NODE: children = [gsk_opacity_node_get_child(node)]
        case GSK_DEBUG_NODE: children = [gsk_debug_node_get_child(node)]
        default: break
        }
        defer { gsk_transform_unref(inner) }
        return children.flatMap { textBounds($0, inner) }
    }

    func testTitlesWithLineBreaksAreMeasuredAndDrawnOnOneLineInsideTheirSegment() throws {
        try onMain {
            let titles = ["Two\nLines", "Tab\there", "CR\r\nLF", "Next\u{2028}Line", "Plain"]
            let bar = SegmentBar(items: titles.map { SegmentItem($0) }, style: .scrollable)
            let reference = SegmentBar(
                items: ["Two Lines", "Tab here", "CR  LF", "Next Line", "Plain"].map { SegmentItem($0) },
                style: .scrollable)
            host(bar.widget, width: 800)
            host(reference.widget, width: 800)
            let metrics = try XCTUnwrap(bar.layout).metrics
            let expected = try XCTUnwrap(reference.layout).metrics
            XCTAssertEqual(metrics, expected, "each control character is measured as the space it is drawn as")

            let snapshot = gtk_snapshot_new()!
            bar.testController.snapshot(snapshot)
            let node = gtk_snapshot_free_to_node(snapshot)
            defer { gsk_render_node_unref(node) }
            let drawn = textBounds(node)
            XCTAssertEqual(drawn.count, titles.count, "one line of text per title")
            let layout = try XCTUnwrap(bar.layout)
            let frames = titles.indices.map {
                layout.viewRect(layout.itemFrame($0, at: bar.position), scrollOffset: bar.scrollOffset)
            }
            for rect in drawn {
                let inside = frames.contains { frame in
                    Double(rect.origin.x) >= frame.x - 0.5
                        && Double(rect.origin.x + rect.size.width) <= frame.maxX + 0.5
                        && Double(rect.origin.y) >= frame.y - 0.5
                        && Double(rect.origin.y + rect.size.height) <= frame.maxY + 0.5
                }
                XCTAssertTrue(inside, "text drawn at \(rect) lies inside one segment's frame (frames: \(frames))")
            }
        }
    }
}

/// Tracker images are loaded no larger than a tracker can show.
final class SegmentBarTrackerImageTests: GtkTestCase, @unchecked Sendable {
    private var folder = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = NSTemporaryDirectory() + "segmentkit-tracker-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    /// An SVG document `width` × `height` pixels large, a few hundred bytes on disk.
    private func svg(width: Int, height: Int) throws -> String {
        let path = folder + "/tracker-\(width)x\(height).svg"
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">\
            <rect width="\(width)" height="\(height)" fill="#e66100"/></svg>
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A PNG file whose header says `width` × `height` (RGB, 8 bits) and whose pixel data is missing: enough for
    /// GdkPixbuf to read its size (libpng reports it at the first IDAT chunk), and 59 bytes whatever the size.
    private func pngHeader(width: UInt32, height: UInt32) throws -> String {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in body {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        let bytes =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", [0x78, 0x9C]) + chunk("IEND", [])
        let path = folder + "/header-\(width)x\(height).png"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A real PNG of `width` × `height` pixels, written by GdkPixbuf.
    @MainActor
    private func png(width: Int32, height: Int32) throws -> String {
        let path = folder + "/real-\(width)x\(height).png"
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height))
        defer { unref(pixbuf) }
        gdk_pixbuf_fill(pixbuf, 0x3584_e4ff)
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0 else {
            if let error { g_error_free(error) }
            throw TestFailure("cannot write \(path)")
        }
        return path
    }

    /// The size of the texture the bar draws its tracker with.
    @MainActor
    private func textureSize(_ bar: SegmentBar) throws -> (width: Int32, height: Int32) {
        let texture = try XCTUnwrap(bar.testController.trackerTexture)
        return (gdk_texture_get_width(texture), gdk_texture_get_height(texture))
    }

    func testAHugeSVGIsRenderedAtMost2048PixelsOnASide() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            let window = host(bar.widget)
            let before = residentBytes()
            try bar.setTrackerImage(try svg(width: 20_000, height: 20_000))
            XCTAssertTrue(try textureSize(bar) == (2048, 2048))
            XCTAssertLessThan(residentBytes() - before, 64 << 20, "not the 1.6 GB of a full-size image")
            try bar.setTrackerImage(try svg(width: 40_000, height: 400))
            XCTAssertTrue(try textureSize(bar) == (2048, 20), "the aspect ratio is kept")
            gtk_test_widget_wait_for_draw(window)
            try bar.setTrackerImage(try svg(width: 300, height: 40))
            XCTAssertTrue(
                try textureSize(bar) == (600, 80), "an SVG that fits is rendered at twice its size, for scale 2")
            try bar.setTrackerImage(try svg(width: 1_500, height: 100))
            XCTAssertTrue(try textureSize(bar) == (2048, 137), "twice its size, within 2048 pixels")
        }
    }

    func testALargePNGIsScaledAndAnAbsurdOneRefused() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            host(bar.widget)
            try bar.setTrackerImage(try png(width: 3_000, height: 1_000))
            XCTAssertTrue(try textureSize(bar) == (2048, 683))
            let loaded = bar.testController.trackerTexture
            let path = try pngHeader(width: 20_000, height: 20_000)
            XCTAssertThrowsError(try bar.setTrackerImage(path)) { error in
                XCTAssertEqual(
                    "\(error)",
                    "cannot load tracker image \(path): the image is 20000 × 20000 pixels; raster tracker images "
                        + "above 8192 × 8192 pixels are refused (they are decoded whole before scaling)")
            }
            XCTAssertEqual(bar.testController.trackerTexture, loaded, "a refused image leaves the tracker as it was")
        }
    }

    /// A device, a pipe, a folder or a file over 256 MB given as a tracker, background or icon image is refused at
    /// once: GTK reads an image file whole, and `/dev/urandom` as a tracker never returned while memory filled
    /// (`/dev/zero` failed after 6.6 s and 4.3 GB); as an icon it did the same while drawing.
    func testDevicesPipesFoldersAndHugeFilesAreNotRead() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            host(bar.widget)
            let pipe = folder + "/pipe"
            XCTAssertEqual(mkfifo(pipe, 0o600), 0)
            let huge = folder + "/huge.png"
            XCTAssertTrue(FileManager.default.createFile(atPath: huge, contents: nil))
            let handle = try XCTUnwrap(FileHandle(forWritingAtPath: huge))
            try handle.truncate(atOffset: UInt64(ImageFile.maximumBytes) + 1)
            try handle.close()
            for path in ["/dev/zero", "/dev/urandom", pipe, folder] {
                XCTAssertThrowsError(try bar.setTrackerImage(path)) { error in
                    XCTAssertTrue("\(error)".hasSuffix("not a regular file (a device, a pipe or a folder is not read)"))
                }
                XCTAssertThrowsError(try bar.setBackgroundImage(path), path)
            }
            XCTAssertThrowsError(try bar.setTrackerImage(huge)) { error in
                XCTAssertTrue("\(error)".contains("image files above 268435456 bytes are not read"), "\(error)")
            }
            XCTAssertNil(bar.testController.trackerTexture)
            var item = SegmentItem("Random")
            item.icon = "/dev/urandom"
            try expectLogged(1) {
                try bar.replace(at: 1, with: item)
                pump()
                gtk_test_widget_wait_for_draw(bar.widget)
            }
        }
    }

    /// An SVG of no size (0, negative or NaN wide) is an error to handle, not a GdkPixbuf critical (which
    /// gdk_pixbuf_get_file_info logged for it) and a tracker that claims to have loaded it.
    func testAnSVGOfNoSizeIsRefusedWithoutACritical() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            host(bar.widget)
            try bar.setTrackerImage(try svg(width: 300, height: 40))
            let loaded = bar.testController.trackerTexture
            for width in ["0", "-5", "NaN"] {
                let path = folder + "/empty-\(width).svg"
                try """
                <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(width)"></svg>
                """.write(toFile: path, atomically: true, encoding: .utf8)
                XCTAssertThrowsError(try bar.setTrackerImage(path), width)
                XCTAssertEqual(bar.testController.trackerTexture, loaded, "the tracker is as it was (\(width))")
            }
        }
    }
}
