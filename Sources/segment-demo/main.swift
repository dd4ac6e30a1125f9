import CGtk
import SegmentCore
import SegmentGtk
import SegmentScreenshot

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints `segment-demo: message` on standard error and exits with `code`.
func fail(_ message: String, code: Int32) -> Never {
    DemoLog.complain(message)
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(DemoOptions.usage)
    exit(0)
}
let options: DemoOptions
do {
    options = try DemoOptions.parse(arguments)
} catch {
    fail("\(error)\n\(DemoOptions.usage)", code: 2)
}

// Names the app for assistive technologies and window lists.
g_set_prgname("segment-demo")
g_set_application_name("SegmentKit Gallery")
// Given, it wins over GDK_SCALE in the environment: `--scale 1` under GDK_SCALE=2 rendered at scale 2.
if let scale = options.scale { setenv("GDK_SCALE", String(scale), 1) }
guard gtk_init_check() != 0 else {
    fail(
        "cannot open a display (DISPLAY and WAYLAND_DISPLAY are unset or unreachable). "
            + "To render the pages without a desktop, run: make screenshots", code: 1)
}
if options.rtl { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
if let settings = gtk_settings_get_default() {
    if options.dark { cgtk_set_bool_property(settings.gpointer, "gtk-application-prefer-dark-theme", 1) }
    // Screenshots show the settled state, so they never wait on an animation.
    if options.screenshot != nil { cgtk_set_bool_property(settings.gpointer, "gtk-enable-animations", 0) }
}

if options.theme != 0 { DemoThemes.apply(options.theme) }
if let css = options.css { UserStylesheet.load(css) }
// The switch shows the style the window starts in: --dark, or the user's own preference (settings.ini).
let gallery = GalleryWindow(theme: options.theme, dark: options.dark || DemoThemes.prefersDark)
// Before the page: whether its summary can wait to wrap depends on the window's width.
if let size = options.size { gtk_window_set_default_size(gcast(gallery.window), size.width, size.height) }
// A screenshot shows the whole page; otherwise the page's controls follow right after the first frame.
gallery.show(
    page: options.page.name, controlsLater: options.screenshot == nil,
    placement: options.placement.map { BarPlacement(enumValue: $0) })
if let index = options.select, let editor = gallery.editors[options.page.name] {
    do { try editor.select(index, false) } catch { fail("--select \(index): \(error)", code: 2) }
}

var running = true
GtkSignals.destroy.connect(gallery.window) { running = false }
gtk_window_present(gcast(gallery.window))
if let position = options.position, let editor = gallery.editors[options.page.name] {
    do { try DemoPosition.apply(position, to: editor) } catch { fail("--position \(position): \(error)", code: 2) }
}
// A screenshot needs only the page it shows; building the others would relayout the window under it.
if options.screenshot == nil { gallery.buildRemainingPages() }
StateLog.startIfRequested(gallery)

// Benchmark hook (segment-bench widgets): print when the first frame is painted (CLOCK_MONOTONIC ns) and the
// window's default size, which segment-bench gives the empty window it compares with, then quit.
if getenv("SEGMENT_DEMO_PRINT_FIRST_FRAME") != nil, let clock = gtk_widget_get_frame_clock(gallery.window) {
    GtkSignals.afterPaint.connect(clock) {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        var (width, height): (gint, gint) = (0, 0)
        gtk_window_get_default_size(gcast(gallery.window), &width, &height)
        print("first-frame \(UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)) \(width) \(height)")
        exit(0)
    }
}

if let path = options.screenshot {
    WidgetScreenshot.waitForDraw(gallery.window)
    WidgetScreenshot.settle()
    // What settling ran (a pager's neighbour pages, made after the first frame) may have queued a layout.
    WidgetScreenshot.waitForDraw(gallery.window)
    do {
        try WidgetScreenshot.savePNG(of: gallery.window, to: path)
    } catch {
        fail("\(error)", code: 1)
    }
    print("wrote \(path)")
    exit(0)
}
while running {
    g_main_context_iteration(nil, 1)
}
