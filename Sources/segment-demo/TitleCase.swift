extension String {
    /// The string with its first character upper-cased ("underline" → "Underline"), for page and theme names.
    var titleCased: String {
        prefix(1).uppercased() + dropFirst()
    }
}
