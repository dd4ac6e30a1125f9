import CGtk
import SegmentCore
import SegmentGtk

// The C API of tab-strip mode: setters and getters over the GObject properties (so every change is notified),
// the close request with its veto, and the close-button policy's GType.

/// `segment_close_button_policy_get_type`: the GType of `SegmentCloseButtonPolicy`.
@MainActor @_cdecl("segment_close_button_policy_get_type")
public func segmentCloseButtonPolicyGetType() -> GType {
    EnumTypes.closeButtonPolicy
}

/// `segment_bar_set_reorderable`: whether tabs can be dragged and moved with the keyboard.
@MainActor @_cdecl("segment_bar_set_reorderable")
public func segmentBarSetReorderable(_ bar: UnsafeMutableRawPointer?, _ reorderable: gboolean) {
    guard let bar = Instances.bar(bar, "segment_bar_set_reorderable") else { return }
    setProperty(bar.widget, "reorderable", type: cgtk_type_boolean()) { g_value_set_boolean($0, reorderable) }
}

/// `segment_bar_get_reorderable`.
@MainActor @_cdecl("segment_bar_get_reorderable")
public func segmentBarGetReorderable(_ bar: UnsafeMutableRawPointer?) -> gboolean {
    Instances.bar(bar, "segment_bar_get_reorderable")?.isReorderable ?? false ? 1 : 0
}

/// `segment_bar_set_close_button_policy`: which tabs show a close button.
@MainActor @_cdecl("segment_bar_set_close_button_policy")
public func segmentBarSetCloseButtonPolicy(_ bar: UnsafeMutableRawPointer?, _ policy: gint) {
    guard let bar = Instances.bar(bar, "segment_bar_set_close_button_policy") else { return }
    setProperty(bar.widget, "close-button-policy", type: EnumTypes.closeButtonPolicy) { g_value_set_enum($0, policy) }
}

/// `segment_bar_get_close_button_policy`.
@MainActor @_cdecl("segment_bar_get_close_button_policy")
public func segmentBarGetCloseButtonPolicy(_ bar: UnsafeMutableRawPointer?) -> gint {
    Instances.bar(bar, "segment_bar_get_close_button_policy")?.closeButtonPolicy.enumValue ?? 0
}

/// `segment_bar_request_close`: emits `close-requested` and closes the tab unless a handler returns TRUE;
/// an index out of range is a critical.
@MainActor @_cdecl("segment_bar_request_close")
public func segmentBarRequestClose(_ bar: UnsafeMutableRawPointer?, _ index: guint) {
    guard let bar = Instances.bar(bar, "segment_bar_request_close") else { return }
    do { try bar.requestClose(at: Int(index)) } catch { refused(error, in: "segment_bar_request_close") }
}

/// `segment_bar_set_item_pinned`: pins or unpins a tab, moving it after the pinned ones or first of the others;
/// an index out of range is a critical.
@MainActor @_cdecl("segment_bar_set_item_pinned")
public func segmentBarSetItemPinned(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ pinned: gboolean) {
    guard let bar = Instances.bar(bar, "segment_bar_set_item_pinned") else { return }
    do { try bar.setPinned(pinned != 0, at: Int(index)) } catch { refused(error, in: "segment_bar_set_item_pinned") }
}

/// `segment_bar_get_item_pinned`: whether a tab is pinned (FALSE out of range).
@MainActor @_cdecl("segment_bar_get_item_pinned")
public func segmentBarGetItemPinned(_ bar: UnsafeMutableRawPointer?, _ index: guint) -> gboolean {
    itemFlag(bar, index, "segment_bar_get_item_pinned", \.isPinned)
}

/// `segment_bar_get_n_pinned`: how many tabs are pinned, the first ones.
@MainActor @_cdecl("segment_bar_get_n_pinned")
public func segmentBarGetNPinned(_ bar: UnsafeMutableRawPointer?) -> guint {
    guint(clamping: Instances.bar(bar, "segment_bar_get_n_pinned")?.pinnedCount ?? 0)
}

/// `segment_bar_set_default_icon_name`: a pinned tab's icon when it has none (NULL or empty: the default).
@MainActor @_cdecl("segment_bar_set_default_icon_name")
public func segmentBarSetDefaultIconName(_ bar: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>?) {
    guard let bar = Instances.bar(bar, "segment_bar_set_default_icon_name") else { return }
    setProperty(bar.widget, "default-icon-name", type: cgtk_type_string()) { g_value_set_string($0, name) }
}

/// `segment_bar_get_default_icon_name`: a pinned tab's icon when it has none (transfer full).
@MainActor @_cdecl("segment_bar_get_default_icon_name")
public func segmentBarGetDefaultIconName(_ bar: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? {
    guard let bar = Instances.bar(bar, "segment_bar_get_default_icon_name") else { return nil }
    return g_strdup(bar.defaultIconName)
}

/// `segment_bar_set_menu_model`: the tabs' context menu (the bar keeps a reference).
@MainActor @_cdecl("segment_bar_set_menu_model")
public func segmentBarSetMenuModel(_ bar: UnsafeMutableRawPointer?, _ model: UnsafeMutablePointer<GMenuModel>?) {
    guard let bar = Instances.bar(bar, "segment_bar_set_menu_model"),
        Instances.accepts(
            model, of: g_menu_model_get_type(), "model == NULL || G_IS_MENU_MODEL (model)",
            in: "segment_bar_set_menu_model")
    else { return }
    bar.setMenuModel(model)
}

/// `segment_bar_get_menu_model` (transfer none).
@MainActor @_cdecl("segment_bar_get_menu_model")
public func segmentBarGetMenuModel(_ bar: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GMenuModel>? {
    Instances.bar(bar, "segment_bar_get_menu_model")?.menuModel
}

/// The two action-widget setters: a widget (or NULL) given to the bar's `side`, anything else refused.
@MainActor
private func setActionWidget(
    _ bar: UnsafeMutableRawPointer?, _ widget: UnsafeMutablePointer<GtkWidget>?,
    _ side: ReferenceWritableKeyPath<SegmentBar, UnsafeMutablePointer<GtkWidget>?>, _ function: String
) {
    guard let bar = Instances.bar(bar, function),
        Instances.accepts(widget, of: gtk_widget_get_type(), "widget == NULL || GTK_IS_WIDGET (widget)", in: function)
    else { return }
    bar[keyPath: side] = widget
}

/// `segment_bar_set_start_action_widget`: the bar makes it its child.
@MainActor @_cdecl("segment_bar_set_start_action_widget")
public func segmentBarSetStartActionWidget(_ bar: UnsafeMutableRawPointer?, _ widget: UnsafeMutablePointer<GtkWidget>?)
{
    setActionWidget(bar, widget, \.startActionWidget, "segment_bar_set_start_action_widget")
}

/// `segment_bar_get_start_action_widget` (transfer none).
@MainActor @_cdecl("segment_bar_get_start_action_widget")
public func segmentBarGetStartActionWidget(_ bar: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    Instances.bar(bar, "segment_bar_get_start_action_widget")?.startActionWidget
}

/// `segment_bar_set_end_action_widget`: the bar makes it its child.
@MainActor @_cdecl("segment_bar_set_end_action_widget")
public func segmentBarSetEndActionWidget(_ bar: UnsafeMutableRawPointer?, _ widget: UnsafeMutablePointer<GtkWidget>?) {
    setActionWidget(bar, widget, \.endActionWidget, "segment_bar_set_end_action_widget")
}

/// `segment_bar_get_end_action_widget` (transfer none).
@MainActor @_cdecl("segment_bar_get_end_action_widget")
public func segmentBarGetEndActionWidget(_ bar: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    Instances.bar(bar, "segment_bar_get_end_action_widget")?.endActionWidget
}

/// `segment_bar_get_menu_target`: the tab the context menu is open for, or -1.
@MainActor @_cdecl("segment_bar_get_menu_target")
public func segmentBarGetMenuTarget(_ bar: UnsafeMutableRawPointer?) -> gint {
    gint(clamping: Instances.bar(bar, "segment_bar_get_menu_target")?.menuTarget ?? -1)
}

/// The indicator icon `segment_bar_set_item_indicator_icon` and its pager's twin give: none for NULL or empty.
private func indicatorIcon(_ name: UnsafePointer<CChar>?, _ tooltip: UnsafePointer<CChar>?, _ activatable: gboolean)
    -> TabIndicatorIcon?
{
    guard let name, name.pointee != 0 else { return nil }
    return TabIndicatorIcon(
        String(cString: name), tooltip: tooltip.map { String(cString: $0) }, isActivatable: activatable != 0)
}

/// `segment_bar_set_item_indicator_icon`: an icon at a tab's start, clicked when activatable (NULL or empty: none).
@MainActor @_cdecl("segment_bar_set_item_indicator_icon")
public func segmentBarSetItemIndicatorIcon(
    _ bar: UnsafeMutableRawPointer?, _ index: guint, _ name: UnsafePointer<CChar>?, _ tooltip: UnsafePointer<CChar>?,
    _ activatable: gboolean
) {
    Instances.bar(bar, "segment_bar_set_item_indicator_icon")?.editItem(
        index, in: "segment_bar_set_item_indicator_icon"
    ) { $0.indicatorIcon = indicatorIcon(name, tooltip, activatable) }
}

/// `segment_bar_get_item_indicator_icon`: the indicator icon's name (transfer full; NULL for none or out of range).
@MainActor @_cdecl("segment_bar_get_item_indicator_icon")
public func segmentBarGetItemIndicatorIcon(_ bar: UnsafeMutableRawPointer?, _ index: guint)
    -> UnsafeMutablePointer<CChar>?
{
    guard let items = Instances.bar(bar, "segment_bar_get_item_indicator_icon")?.items,
        items.indices.contains(Int(index)), let icon = items[Int(index)].indicatorIcon
    else { return nil }
    return g_strdup(icon.iconName)
}

/// `segment_bar_get_item_indicator_tooltip`: the indicator icon's tooltip (transfer full; NULL for none or out of
/// range).
@MainActor @_cdecl("segment_bar_get_item_indicator_tooltip")
public func segmentBarGetItemIndicatorTooltip(_ bar: UnsafeMutableRawPointer?, _ index: guint)
    -> UnsafeMutablePointer<CChar>?
{
    guard let items = Instances.bar(bar, "segment_bar_get_item_indicator_tooltip")?.items,
        items.indices.contains(Int(index)), let tooltip = items[Int(index)].indicatorIcon?.tooltip
    else { return nil }
    return g_strdup(tooltip)
}

/// `segment_bar_get_item_indicator_activatable`: whether the indicator icon takes clicks (FALSE out of range).
@MainActor @_cdecl("segment_bar_get_item_indicator_activatable")
public func segmentBarGetItemIndicatorActivatable(_ bar: UnsafeMutableRawPointer?, _ index: guint) -> gboolean {
    itemFlag(bar, index, "segment_bar_get_item_indicator_activatable") { $0.indicatorIcon?.isActivatable == true }
}

/// `segmented_pager_set_item_indicator_icon`.
@MainActor @_cdecl("segmented_pager_set_item_indicator_icon")
public func segmentedPagerSetItemIndicatorIcon(
    _ pager: UnsafeMutableRawPointer?, _ index: guint, _ name: UnsafePointer<CChar>?,
    _ tooltip: UnsafePointer<CChar>?, _ activatable: gboolean
) {
    Instances.pager(pager, "segmented_pager_set_item_indicator_icon")?.editItem(
        index, in: "segmented_pager_set_item_indicator_icon"
    ) { $0.indicatorIcon = indicatorIcon(name, tooltip, activatable) }
}
