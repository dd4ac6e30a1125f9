import CGtk
import SegmentCore

/// The demo's command line, parsed without touching GTK so bad input is reported before anything starts.
struct DemoOptions {
    /// The gallery page to open.
    var page = GalleryPage.all[0]
    /// The segment to select on that page.
    var select: Int?
    /// Lay everything out right to left.
    var rtl = false
    /// The GDK scale factor (1 or 2); `nil` leaves GTK's (`GDK_SCALE`, the display's).
    var scale: Int?
    /// The window's size in logical pixels; the gallery's default (760 × 440) when `nil`.
    var size: (width: Int32, height: Int32)?
    /// Prefer the dark theme.
    var dark = false
    /// The example stylesheet, an index into `DemoThemes.names` (0: SegmentKit's defaults).
    var theme = 0
    /// Render the page to this PNG and exit instead of opening the gallery.
    var screenshot: String?
    /// A stylesheet loaded over the built-in one and reloaded when it changes (`--css FILE`).
    var css: String?
    /// Show the page mid-swipe at this fractional position (`--position X`).
    var position: Double?
    /// Where the page's pager puts its bar (`--placement top|bottom|start|end`), as a `SegmentBarPlacement`
    /// value (``BarPlacement/init(enumValue:)``); the page's own when `nil`.
    var placement: Int32?

    /// The placements `--placement` accepts: `SegmentBarPlacement`'s nicks, in the order of its values.
    static let placementNames = ["top", "bottom", "start", "end"]

    /// Usage text for `--help` and errors.
    static let usage = """
        usage: segment-demo [--page NAME] [--select N] [--position X] [--placement top|bottom|start|end] [--rtl] [--scale 1|2] [--size WxH] [--dark] [--theme NAME] [--css FILE.css] [--screenshot FILE.png]
          pages: \(GalleryPage.all.map(\.name).joined(separator: ", "))
          themes: \(themeNames.joined(separator: ", "))
        """

    /// Why the command line was refused; each reads as one line.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The themes `--theme` accepts; the same list as `DemoThemes.names`, kept here so parsing needs no GTK.
    static let themeNames = ["default", "material", "ios"]

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(Failure) -> DemoOptions {
        var options = DemoOptions()
        var rest = arguments[...]
        func value(for flag: String) throws(Failure) -> String {
            guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                throw Failure(description: "\(flag) needs a value")
            }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--page":
                let name = try value(for: argument)
                guard let page = GalleryPage.all.first(where: { $0.name == name }) else {
                    throw Failure(
                        description:
                            "unknown page '\(name)' (pages: \(GalleryPage.all.map(\.name).joined(separator: ", ")))")
                }
                options.page = page
            case "--select":
                let text = try valueAllowingNegative(&rest, flag: argument)
                guard let index = Int(text) else {
                    throw Failure(description: "--select takes a whole number, not '\(text)'")
                }
                options.select = index
            case "--position":
                options.position = try DemoPosition.parse(valueAllowingNegative(&rest, flag: argument))
            case "--placement":
                let name = try value(for: argument)
                guard let value = placementNames.firstIndex(of: name) else {
                    throw Failure(
                        description: "--placement takes \(placementNames.joined(separator: ", ")), not '\(name)'")
                }
                options.placement = Int32(value)
            case "--rtl":
                options.rtl = true
            case "--dark":
                options.dark = true
            case "--theme":
                let name = try value(for: argument)
                guard let index = themeNames.firstIndex(of: name) else {
                    throw Failure(
                        description: "unknown theme '\(name)' (themes: \(themeNames.joined(separator: ", ")))")
                }
                options.theme = index
            case "--scale":
                let text = try value(for: argument)
                guard let scale = Int(text), scale == 1 || scale == 2 else {
                    throw Failure(description: "--scale takes 1 or 2, not '\(text)'")
                }
                options.scale = scale
            case "--css":
                let path = try value(for: argument)
                guard DemoResources.exists(path) else {
                    throw Failure(description: "--css: cannot read '\(path)': no such file")
                }
                options.css = path
            case "--size":
                let text = try value(for: argument)
                let parts = text.split(separator: "x").compactMap { Int32($0) }
                guard parts.count == 2, parts.allSatisfy({ (200...4000).contains($0) }) else {
                    throw Failure(description: "--size takes WIDTHxHEIGHT, each 200 to 4000, not '\(text)'")
                }
                options.size = (parts[0], parts[1])
            case "--screenshot":
                let path = try value(for: argument)
                try checkWritable(path)
                options.screenshot = path
            default:
                throw Failure(description: "unknown option '\(argument)'")
            }
        }
        if let index = options.select, !(0..<options.page.segments.count).contains(index) {
            throw Failure(
                description:
                    "--select \(index) is out of range for page '\(options.page.name)' (0...\(options.page.segments.count - 1))"
            )
        }
        if let position = options.position { try DemoPosition.check(position, on: options.page) }
        if options.placement != nil, !options.page.hasPager {
            throw Failure(description: "--placement: page '\(options.page.name)' has no pager")
        }
        return options
    }

    /// The value after `flag`, which may start with "-" (a negative number).
    private static func valueAllowingNegative(_ rest: inout ArraySlice<String>, flag: String) throws(Failure) -> String
    {
        guard let next = rest.popFirst() else { throw Failure(description: "\(flag) needs a value") }
        return next
    }

    /// Refuses a screenshot path whose folder does not exist or cannot be written, before GTK starts.
    private static func checkWritable(_ path: String) throws(Failure) {
        guard path.hasSuffix(".png") else {
            throw Failure(description: "--screenshot wants a .png path, not '\(path)'")
        }
        let folder = g_path_get_dirname(path)!
        let directory = String(cString: folder)
        g_free(folder)
        guard g_file_test(directory, G_FILE_TEST_IS_DIR) != 0 else {
            throw Failure(description: "cannot write \(path): folder '\(directory)' does not exist")
        }
        guard access(directory, W_OK) == 0 else {
            throw Failure(description: "cannot write \(path): folder '\(directory)' is not writable")
        }
        // Permission bits do not tell everything (root, read-only or virtual file systems): try it.
        let existed = DemoResources.exists(path)
        // Appending creates a missing file and leaves an existing one as it is.
        guard let file = fopen(path, "a") else {
            throw Failure(description: "cannot write \(path): the file cannot be created there")
        }
        fclose(file)
        if !existed { unlink(path) }
    }
}
