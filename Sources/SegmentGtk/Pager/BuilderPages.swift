import CGtk

/// Pages declared as `<child>` elements of a PagedStack in a `.ui` file.
///
/// GtkBuilder hands children over one at a time; they are collected per
/// stack and become its pages (through an ordinary factory that returns
/// them) once the file has been read. The list keeps one reference to
/// each page for as long as the factory that serves them exists.
@MainActor
final class BuilderPages {
    private static var pending: [UnsafeMutablePointer<GtkWidget>: [UnsafeMutablePointer<GtkWidget>]] = [:]
    private let pages: [UnsafeMutablePointer<GtkWidget>]

    private init(_ pages: [UnsafeMutablePointer<GtkWidget>]) {
        self.pages = pages.map { gcast(g_object_ref_sink($0)) }
    }

    isolated deinit {
        for page in pages { g_object_unref(page) }
    }

    /// Remembers `page` for `stack` until the file is read.
    static func add(_ page: UnsafeMutablePointer<GtkWidget>, to stack: UnsafeMutablePointer<GtkWidget>) {
        pending[stack, default: []].append(page)
    }

    /// Makes the remembered pages the stack's pages.
    static func adopt(into stack: UnsafeMutablePointer<GtkWidget>) {
        guard let collected = pending.removeValue(forKey: stack), let controller = PagedStackType.controller(stack)
        else { return }
        let list = BuilderPages(collected)
        controller.factory = { index in list.pages.indices.contains(index) ? list.pages[index] : nil }
        // Where the stack starts: GtkBuilder connected the file's handlers already, before a template's children.
        controller.setPageCount(collected.count, announce: false)
    }
}
