import CGtk
import SegmentGtk

/// A page's summary: a dim label over the bar that wraps onto more lines in a window too narrow for it.
///
/// Wrapping is what makes it costly to show. GtkLabel finds a wrapping label's minimum width by laying the
/// text out at its narrowest, a line per word, and Pango 1.50 shapes the rest of the text again at every
/// break it tries: about 7 M instructions per layout, three layouts before the first frame (27 M, some
/// 5 ms of the demo's start). The page shown at start-up therefore starts unwrapped when its summary fits
/// the window's default width on one line, as it is drawn wrapped too, and wraps from right after the
/// first frame (``wrap(_:)``), before anyone can narrow the window.
@MainActor
enum PageSummary {
    /// A dim, start-aligned summary label showing `text`, wrapping.
    static func make(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_widget_add_css_class(label, "dim-label")
        return label
    }

    /// Stops `label` wrapping when its text fits `width` pixels on one line, and says whether it did (the
    /// caller then calls ``wrap(_:)`` right after the first frame); a longer text keeps wrapping.
    ///
    /// `label` must be in its window already, so that its CSS font is the one it is drawn in.
    static func unwrapIfItFits(_ label: UnsafeMutablePointer<GtkWidget>, width: Int32) -> Bool {
        gtk_label_set_wrap(OpaquePointer(label), 0)
        var natural: Int32 = 0
        gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        if natural <= width { return true }
        gtk_label_set_wrap(OpaquePointer(label), 1)
        return false
    }

    /// Lets `label` wrap again (after ``unwrapIfItFits(_:width:)``).
    static func wrap(_ label: UnsafeMutablePointer<GtkWidget>) {
        gtk_label_set_wrap(OpaquePointer(label), 1)
    }
}
