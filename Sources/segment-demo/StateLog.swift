import CGtk
import SegmentGtk

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Test mode (`SEGMENT_DEMO_STATE=1`): prints one JSON line on standard output whenever the gallery's state changes.
///
/// The real-input tests (Tests/RealInput) read it to learn what is on screen without asking the widgets
/// themselves. The state is sampled every 20 ms and printed only when it differs from the last line, so a
/// settled gallery is quiet. One line looks like (wrapped here):
///
///     {"page":"pages","switcher":5,"width":760,"height":440,"animations":true,
///      "bars":{"underline":{"selected":0,"title":"Featured","count":5,"position":0.000,"scroll":0.000,"rtl":false,
///                           "pager":{"page":0,"shown":0,"position":0.000,"moving":false,"rtl":false}}, ...}}
///
/// A reorderable bar adds its `titles`, how many of them are `pinned` (the first ones) and the `indicators` its tabs
/// show (`{"README.md":"audio-volume-high-symbolic"}`) and the `dropTarget` a value dragged over it would land on
/// (or null), and a bar that emitted `segment-moved` its last one:
/// `"moved":{"from":0,"to":2,"count":1}`.
@MainActor
enum StateLog {
    /// Starts printing if `SEGMENT_DEMO_STATE` is set (to anything but "0").
    static func startIfRequested(_ gallery: GalleryWindow) {
        guard let value = getenv("SEGMENT_DEMO_STATE"), String(cString: value) != "0" else { return }
        var last = ""
        func poll() {
            watchMoves(gallery)
            let line = describe(gallery)
            if line != last {
                last = line
                // One unbuffered write per line: a pipe reader sees it at once.
                _ = (line + "\n").withCString { write(1, $0, strlen($0)) }
            }
            MainLoop.after(milliseconds: 20, poll)
        }
        poll()
    }

    /// The gallery's state as one line of JSON.
    static func describe(_ gallery: GalleryWindow) -> String {
        var fields = [
            "\"page\":\(quoted(gallery.visiblePage))",
            "\"switcher\":\(gallery.switcher.selectedIndex.map(String.init) ?? "null")",
            "\"width\":\(gtk_widget_get_width(gallery.window))",
            "\"height\":\(gtk_widget_get_height(gallery.window))",
            "\"animations\":\(cgtk_animations_enabled(gallery.window) != 0)",
        ]
        var bars: [String] = []
        for page in GalleryPage.all {
            guard let editor = gallery.editors[page.name] else { continue }
            bars.append("\(quoted(page.name)):\(describe(editor, moved: moves[page.name]))")
        }
        fields.append("\"bars\":{\(bars.joined(separator: ","))}")
        return "{\(fields.joined(separator: ","))}"
    }

    /// A bar's last `segment-moved` signal, and how many it has emitted.
    private struct LastMove {
        var from: Int
        var to: Int
        var count: Int
    }

    /// Each page's last `segment-moved`, by page name, as the signal reported it.
    private static var moves: [String: LastMove] = [:]

    /// The pages whose bar ``moves`` listens to.
    private static var watched: Set<String> = []

    /// Listens to the `segment-moved` of each page's bar, once it is built (pages are built on first show).
    private static func watchMoves(_ gallery: GalleryWindow) {
        for (name, editor) in gallery.editors where !watched.contains(name) {
            watched.insert(name)
            editor.bar.onSegmentMoved { from, to in
                moves[name] = LastMove(from: from, to: to, count: (moves[name]?.count ?? 0) + 1)
            }
        }
    }

    /// One page's bar, its last `segment-moved` if it emitted any, and its pager if it has one.
    private static func describe(_ editor: SegmentEditor, moved: LastMove?) -> String {
        let bar = editor.bar
        let items = bar.items
        let title = bar.selectedIndex.flatMap { items.indices.contains($0) ? items[$0].plainTitle : nil }
        var fields = [
            "\"selected\":\(bar.selectedIndex.map(String.init) ?? "null")",
            "\"title\":\(title.map(quoted) ?? "null")",
            "\"count\":\(items.count)",
            "\"position\":\(fixed(bar.position))",
            // A scrolling bar's offset, so that waiting for rest also waits for its centring slide to end.
            "\"scroll\":\(fixed(bar.scrollOffset))",
            "\"rtl\":\(gtk_widget_get_direction(bar.widget) == GTK_TEXT_DIR_RTL)",
        ]
        // A tab strip's order is what its journeys check (only there: the lazy page has 1,000 titles).
        if bar.isReorderable {
            fields.append("\"titles\":[\(items.map { quoted($0.title) }.joined(separator: ","))]")
            fields.append("\"pinned\":\(bar.pinnedCount)")
            let indicators = items.compactMap { item in
                item.indicatorIcon.map { "\(quoted(item.title)):\(quoted($0.iconName))" }
            }
            fields.append("\"indicators\":{\(indicators.joined(separator: ","))}")
            // The tab a value dragged over the strip would be dropped on (boxed as `segment:drop(active)`).
            fields.append("\"dropTarget\":\(bar.dropTargetIndex.map(String.init) ?? "null")")
        }
        if let moved { fields.append("\"moved\":{\"from\":\(moved.from),\"to\":\(moved.to),\"count\":\(moved.count)}") }
        if let pager = editor.pager {
            let stack = pager.stack
            let pagerFields = [
                "\"page\":\(stack.currentPage.map(String.init) ?? "null")",
                "\"shown\":\(pageOnScreen(stack).map(String.init) ?? "null")",
                "\"position\":\(fixed(stack.position))",
                "\"moving\":\(stack.isAnimating || stack.isDragging)",
                "\"rtl\":\(gtk_widget_get_direction(stack.widget) == GTK_TEXT_DIR_RTL)",
            ]
            fields.append("\"pager\":{\(pagerFields.joined(separator: ","))}")
        }
        return "{\(fields.joined(separator: ","))}"
    }

    /// The page whose frame GTK shows under the middle of the pager, as a user would see it.
    private static func pageOnScreen(_ stack: PagedStack) -> Int? {
        let middle = Float(gtk_widget_get_width(stack.widget)) / 2
        for index in stack.alivePages {
            guard let page = stack.page(at: index), let frame = gtk_widget_get_parent(page),
                gtk_widget_get_child_visible(frame) != 0
            else { continue }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(frame, stack.widget, &bounds) != 0 else { continue }
            if bounds.origin.x <= middle && middle < bounds.origin.x + bounds.size.width { return index }
        }
        return nil
    }

    /// `value` with three decimals, without Foundation's formatting.
    private static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// `text` as a JSON string.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
