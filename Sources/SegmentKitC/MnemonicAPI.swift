import CGtk
import SegmentGtk

// `use-underline` (SegmentBar.usesUnderline) for C: mnemonics in titles, as gtk_label_set_use_underline.

/// `segment_bar_set_use_underline`: whether an underscore in a title marks its mnemonic character.
@MainActor @_cdecl("segment_bar_set_use_underline")
public func segmentBarSetUseUnderline(_ bar: UnsafeMutableRawPointer?, _ useUnderline: gboolean) {
    guard let bar = Instances.bar(bar, "segment_bar_set_use_underline") else { return }
    setProperty(bar.widget, "use-underline", type: cgtk_type_boolean()) { g_value_set_boolean($0, useUnderline) }
}

/// `segment_bar_get_use_underline`.
@MainActor @_cdecl("segment_bar_get_use_underline")
public func segmentBarGetUseUnderline(_ bar: UnsafeMutableRawPointer?) -> gboolean {
    Instances.bar(bar, "segment_bar_get_use_underline")?.usesUnderline == true ? 1 : 0
}
