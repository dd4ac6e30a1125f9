import CGtk

// On a bar's way to the screen, Swift strings reach C through `withCString` and these helpers, not through
// Swift's implicit conversion of a `String` argument to a `const char *`. That conversion copies the string
// into a new array first (`utf8CString`), a heap allocation per call, and the array's growth path is a part
// of the Swift runtime that nothing else a bar runs as it starts touches: a 64 KB window of `libswiftCore`'s
// code mapped in every process. `withCString` hands C the string's own bytes, or copies a short one onto
// the stack.

extension String {
    /// A `malloc`ed, NUL-terminated copy for C to keep; the receiver frees it (`free`, `g_free`).
    package func cCopy() -> UnsafeMutablePointer<CChar> {
        // strdup returns nil only when out of memory, where Swift's own allocations trap too.
        withCString { strdup($0)! }
    }
}

/// Calls `body` with three strings as C strings, valid only during the call.
package func withCStrings<R>(
    _ first: String, _ second: String, _ third: String,
    _ body: (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>) -> R
) -> R {
    first.withCString { a in second.withCString { b in third.withCString { c in body(a, b, c) } } }
}

extension Array where Element == String {
    /// Calls `body` with these strings as a C array of `const char *`, valid only during the call.
    package func withCStringArray<R>(_ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = map { $0.cCopy() }
        defer { for copy in copies { free(copy) } }
        var pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    /// Calls `body` with these strings as a NULL-terminated C array (a GStrv), valid only during the call.
    package func withCStringArrayTerminated<R>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = map { $0.cCopy() }
        defer { for copy in copies { free(copy) } }
        let pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
