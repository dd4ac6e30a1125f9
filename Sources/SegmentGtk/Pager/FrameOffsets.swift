import CGtk

/// The x each shown or prepared page frame was last allocated at, by frame.
///
/// A short list searched in order rather than a Dictionary: it holds the few frames on or next to the
/// screen, and a Dictionary keyed by a widget pointer would cost the Swift runtime a search of every
/// protocol conformance on its first use, on the way to the pager's first frame.
struct FrameOffsets {
    private var entries: [(frame: UnsafeMutablePointer<GtkWidget>, x: Double)] = []

    /// The x `frame` was allocated at; setting `nil` forgets it.
    subscript(frame: UnsafeMutablePointer<GtkWidget>) -> Double? {
        get { entries.first { $0.frame == frame }?.x }
        set {
            let index = entries.firstIndex { $0.frame == frame }
            switch (index, newValue) {
            case (let index?, let x?): entries[index].x = x
            case (let index?, nil): entries.remove(at: index)
            case (nil, let x?): entries.append((frame, x))
            case (nil, nil): break
            }
        }
    }

    /// Every frame with an allocation.
    var frames: [UnsafeMutablePointer<GtkWidget>] { entries.map(\.frame) }

    /// Forgets every allocation, keeping the storage for the next layout.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
