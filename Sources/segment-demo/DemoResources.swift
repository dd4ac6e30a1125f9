import Foundation

/// Finds files in the repository's `resources/` folder, whether the demo runs from the repository or from `.build`.
enum DemoResources {
    /// The `resources` folder: beside the working directory, or three levels above the executable (`.build/<triple>/debug`).
    static let folder: URL? = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("resources"),
            executable.deletingLastPathComponent().appendingPathComponent("../../../resources").standardized,
            executable.deletingLastPathComponent().appendingPathComponent("../../resources").standardized,
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("icons").path) }
    }()

    /// The absolute path of `relative` inside `resources/`, or `nil` if the folder or file is missing.
    static func path(_ relative: String) -> String? {
        guard let url = folder?.appendingPathComponent(relative),
            FileManager.default.fileExists(atPath: url.path)
        else { return nil }
        return url.path
    }
}
