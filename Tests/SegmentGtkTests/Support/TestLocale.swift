import CGtk
import Glibc
import XCTest

/// Runs `body` with the process switched to `locale` (`LC_ALL`), and back to the locale it was in after.
///
/// The locales are compiled by `make test-locales` into `.build/locales` and found through `LOCPATH`, so the
/// tests do not depend on the machine's own locales. `language`, if given, is set as `LANGUAGE` meanwhile, the
/// variable gettext reads first.
func inLocale<T>(
    _ locale: String, language: String? = nil,
    _ body: () throws -> T
) throws -> T {
    let root = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
        .joined(separator: "/")
    let previous = String(cString: setlocale(LC_ALL, nil))
    setenv("LOCPATH", "\(root)/.build/locales", 1)
    if let language { setenv("LANGUAGE", language, 1) }
    defer {
        setlocale(LC_ALL, previous)
        unsetenv("LOCPATH")
        unsetenv("LANGUAGE")
    }
    guard setlocale(LC_ALL, locale) != nil else {
        throw MissingLocale(message: "no locale \(locale) in \(root)/.build/locales: run `make test-locales`")
    }
    return try body()
}

/// A test locale that `make test-locales` has not compiled.
struct MissingLocale: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
