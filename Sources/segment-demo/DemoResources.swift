import CGtk

/// Finds files in the repository's `resources/` folder, whether the demo runs from the repository or from `.build`.
///
/// Paths go through GLib and the C library rather than Foundation, which the demo does not load.
enum DemoResources {
    /// The `resources` folder: beside the working directory, or two or three levels above the
    /// executable (`.build/<triple>/debug`); `nil`, said once on standard error, when there is none.
    static let folder: String? = {
        let executable = canonical(CommandLine.arguments[0]) ?? CommandLine.arguments[0]
        let directory = takeString(g_path_get_dirname(executable)) ?? "."
        let candidates = [
            takeString(g_get_current_dir()).map { $0 + "/resources" },
            canonical(directory + "/../../../resources"),
            canonical(directory + "/../../resources"),
        ]
        let found = candidates.lazy.compactMap { $0 }.first { exists($0 + "/icons") }
        // Said once: without it the builder page, the file icons and the images are missing or replaced.
        if found == nil { DemoLog.complain("resources/ not found in the working directory or above the executable") }
        return found
    }()

    /// The absolute path of `relative` inside `resources/`, or `nil` if the folder or file is missing.
    static func path(_ relative: String) -> String? {
        guard let folder else { return nil }
        let path = folder + "/" + relative
        return exists(path) ? path : nil
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_EXISTS) != 0
    }

    /// `path` made absolute with links and `..` resolved; `nil` if it does not exist.
    private static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A GLib-allocated string as a Swift string, freeing it.
    private static func takeString(_ pointer: UnsafeMutablePointer<gchar>?) -> String? {
        guard let pointer else { return nil }
        defer { g_free(pointer) }
        return String(cString: pointer)
    }
}
