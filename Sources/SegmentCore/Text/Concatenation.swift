extension Array where Element == String {
    /// The strings with `separator` between them: what `joined(separator:)` returns.
    ///
    /// The standard library's `joined(separator:)` runs unspecialised from the runtime library, and its first
    /// call in a process looks up an associated type by name, a scan of every protocol conformance loaded
    /// (about 250,000 instructions under callgrind). A bar's first build joins its stylesheet and its
    /// property descriptions, so that scan would land on the way to an app's first frame; this loop is
    /// compiled for `[String]` and looks nothing up.
    public func concatenated(separator: String) -> String {
        var result = ""
        for (index, string) in enumerated() {
            if index > 0 { result += separator }
            result += string
        }
        return result
    }
}
