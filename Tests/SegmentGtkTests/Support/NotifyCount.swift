import CGtk

@testable import SegmentGtk

/// Counts the `notify::NAME` emissions of a widget.
@MainActor
final class NotifyCount {
    var count = 0
    init(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        GtkSignals.notify(name).connect(widget) { [weak self] in self?.count += 1 }
    }
}
