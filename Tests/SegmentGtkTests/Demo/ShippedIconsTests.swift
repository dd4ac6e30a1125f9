import CGtk
import Foundation
import XCTest

/// The theme icons the gallery and the examples name, looked up in the icon theme they run with.
///
/// GTK draws a name the theme lacks as its grey `image-missing` square, in full colour, and logs nothing, so a
/// wrong name only shows on screen: the mail example's Inbox tab showed that square in place of an icon, since
/// Debian 12's Adwaita has no `mail-inbox-symbolic`.
final class ShippedIconsTests: GtkTestCase, @unchecked Sendable {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every `…-symbolic` name in quotes or in a `.ui` property in the gallery's and the examples' sources.
    private static func iconNames() throws -> [String: [String]] {
        let folders = ["Sources/segment-demo", "Examples"]
        let pattern = try NSRegularExpression(pattern: #"[">]([a-z0-9-]+-symbolic)["<]"#)
        var names: [String: [String]] = [:]
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                throw TestFailure("cannot list \(base.path)")
            }
            for case let file as URL in files
            where ["swift", "c", "py", "js", "vala", "ui"].contains(file.pathExtension) {
                let text = try String(contentsOf: file, encoding: .utf8)
                let range = NSRange(text.startIndex..., in: text)
                for match in pattern.matches(in: text, range: range) {
                    guard let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else { continue }
                    names[name, default: []].append(file.lastPathComponent)
                }
            }
        }
        return names
    }

    func testEveryIconTheGalleryAndTheExamplesNameIsInTheTheme() throws {
        try onMain {
            let names = try Self.iconNames()
            XCTAssertGreaterThan(names.count, 10, "the scan finds the icons the gallery and the examples use")
            let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
            for (name, files) in names.sorted(by: { $0.key < $1.key }) {
                XCTAssertEqual(
                    gtk_icon_theme_has_icon(theme, name), 1,
                    "'\(name)' (in \(Set(files).sorted().joined(separator: ", "))) is not in the icon theme")
            }
        }
    }
}
