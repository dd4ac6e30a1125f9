import CGtk
import Glibc
import SegmentCore

/// The library's own words in the user's language: gettext with the `segmentkit-1` domain, as GTK translates
/// its own under `gtk40`.
///
/// A bar says a few words of its own: its tabs' descriptions ("3 of 12, 2 new items"), its overflow button's
/// "All segments", a close button's "Close Inbox". Screen readers speak them in the middle of the app's own
/// text, so they follow the app's language (`LANGUAGE`, `LC_MESSAGES`) through `g_dgettext`, which also keeps
/// GLib's rule that an app with no translation for the user's language leaves its libraries untranslated.
/// Numbers are written as the locale writes them ("10,000", "10.000", "10 000").
///
/// The catalogs (`po/`, built into `share/locale/LANG/LC_MESSAGES/segmentkit-1.mo`) are looked for next to
/// the code that runs, as a relocatable library finds its data: `../share/locale` or `../../share/locale`
/// from the folder of the library or program SegmentKit is in (`/usr/local/lib`, `/usr/lib/x86_64-linux-gnu`,
/// `.build/debug`), else where gettext looks by default.
package enum Translation {
    /// The gettext domain: the library's name, as `GETTEXT_PACKAGE` is GTK's.
    package static let domain: StaticString = "segmentkit-1"

    /// ``domain`` as gettext takes it: a string literal's bytes, NUL-terminated and there for the program's life.
    private static var domainName: UnsafePointer<CChar> {
        UnsafeRawPointer(domain.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// `message` in the user's language.
    package static func string(_ message: StaticString) -> String {
        _ = binding
        return withMessageID(message) { String(cString: g_dgettext(domainName, $0)) }
    }

    /// `message` in the user's language with its `%s` and `%N$s` placeholders filled (``MessageTemplate``).
    package static func formatted(_ message: StaticString, _ arguments: String...) -> String {
        MessageTemplate.filled(string(message), with: arguments)
    }

    /// The form of a message that fits `count` in the user's language (one or several, or as many forms as
    /// the language has), with `count` written in the locale's digits in place of its `%s`.
    package static func plural(_ singular: StaticString, _ plural: StaticString, count: Int) -> String {
        _ = binding
        let form = withMessageID(singular) { one in
            withMessageID(plural) { many in
                String(cString: g_dngettext(domainName, one, many, gulong(clamping: count.magnitude)))
            }
        }
        return MessageTemplate.filled(form, with: [number(count)])
    }

    /// `count` as the user's locale writes numbers: its thousands separator and grouping (printf's `'` flag),
    /// none in the C locale.
    package static func number(_ count: Int) -> String {
        guard let text = cgtk_format_count(gint64(count)) else { return "\(count)" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Calls `body` with `message` as the C string gettext takes.
    ///
    /// A string literal is stored NUL-terminated, so it is passed where it lies: the library looks up its
    /// words on the way to every bar's first frame (each tab's description), and passing a Swift string to C
    /// copies it into a new array each time.
    private static func withMessageID<Result>(
        _ message: StaticString, _ body: (UnsafePointer<CChar>) -> Result
    ) -> Result {
        guard message.hasPointerRepresentation else { return message.description.withCString(body) }
        return UnsafeRawPointer(message.utf8Start).withMemoryRebound(
            to: CChar.self, capacity: message.utf8CodeUnitCount + 1, body)
    }

    /// Binds the domain to the catalogs next to this code, once, before the first lookup.
    private static let binding: Void = {
        if let folder = catalogFolder() { _ = folder.withCString { bindtextdomain(domainName, $0) } }
        // Whatever the locale's character set, the messages come out as UTF-8, which GTK and Swift expect.
        bind_textdomain_codeset(domainName, "UTF-8")
    }()

    /// The first of `../share/locale` and `../../share/locale`, from the folder of the file this code was
    /// loaded from, that exists; `nil` when neither does or the file's path is unknown.
    ///
    /// The folder is cut from the path by GLib and the candidates left with their `..`: splitting and joining
    /// the path as Swift strings cost 46 K instructions on the way to a bar's first frame.
    private static func catalogFolder() -> String? {
        var info = cgtk_dl_info()
        guard cgtk_dladdr(#dsohandle, &info) != 0, let name = info.dli_fname, let file = realpath(name, nil)
        else { return nil }
        defer { free(file) }
        guard let folder = g_path_get_dirname(file) else { return nil }
        defer { g_free(folder) }
        let directory = String(cString: folder)
        for up in ["/../share/locale", "/../../share/locale"] {
            let candidate = directory + up
            if candidate.withCString({ g_file_test($0, G_FILE_TEST_IS_DIR) }) != 0 { return candidate }
        }
        return nil
    }
}
