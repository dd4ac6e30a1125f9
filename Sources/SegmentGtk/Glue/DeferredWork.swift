import CGtk

/// Work run once, on the main loop's next turn (or after a delay), however often it is asked for before then.
///
/// Asked for during a frame, it runs right after that frame: for what a frame should not pay
/// for but the next one needs, such as measuring segments just beyond the view or making the
/// pages next to one jumped to.
@MainActor
final class DeferredWork {
    private let body: @MainActor () -> Void
    private var source: guint = 0

    /// Work that runs `body`; capture the owner weakly, since the owner keeps this.
    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
    }

    /// Runs the work after `milliseconds` (0: on the next turn of the main loop), once, unless it is already due.
    func schedule(afterMilliseconds milliseconds: UInt32 = 0) {
        guard source == 0 else { return }
        source = MainLoop.after(milliseconds: milliseconds) { [weak self] in
            guard let self else { return }
            self.source = 0
            self.body()
        }
    }

    /// Whether the work is due and has not run yet.
    var isScheduled: Bool { source != 0 }

    /// Drops the work if it is due; part of the owner's dispose.
    func cancel() {
        guard source != 0 else { return }
        g_source_remove(source)
        source = 0
    }
}
