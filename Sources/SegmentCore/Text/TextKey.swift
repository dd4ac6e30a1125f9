/// A title as measured or drawn: its text, font, and whether the text is Pango markup.
///
/// The one key of every text cache (the core's ``MeasurementCache``, the GTK layer's drawing layouts):
/// the first Dictionary of a new key type makes the Swift runtime search every protocol conformance in the
/// process (about 0.35 M instructions before a bar's first frame), so the caches share this one.
public struct TextKey: Hashable, Sendable {
    /// The characters, or Pango markup when ``isMarkup``.
    public var text: String
    /// The font the text is measured or drawn in.
    public var font: FontSpec
    /// Whether ``text`` is Pango markup, remembered apart from the same characters as plain text.
    public var isMarkup: Bool

    /// A key for `text` in `font`.
    public init(text: String, font: FontSpec, isMarkup: Bool = false) {
        self.text = text
        self.font = font
        self.isMarkup = isMarkup
    }
}
