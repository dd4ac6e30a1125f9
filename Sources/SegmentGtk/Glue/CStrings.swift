import CGtk

extension Array where Element == String {
    /// Calls `body` with these strings as a C array of `const char *`, valid only during the call.
    package func withCStringArray<R>(_ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        var pointers = copies.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    /// Calls `body` with these strings as a NULL-terminated C array (a GStrv), valid only during the call.
    package func withCStringArrayTerminated<R>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        let pointers = copies.map { UnsafePointer<CChar>($0) } + [nil]
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
