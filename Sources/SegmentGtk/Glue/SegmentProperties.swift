import CGtk
import SegmentCore

/// What the shared GObject properties of a segment widget read and write.
@MainActor
protocol SegmentPropertyTarget: AnyObject {
    /// The selected index, `nil` for none.
    var selectedIndex: Int? { get }
    /// Selects as the app would, emitting `selection-changed` when `notify` is true.
    func selectFromProperty(_ index: Int, notify: Bool) throws(SegmentError)
    /// The fractional position of the indicator (or pages).
    var position: Double { get }
    /// Moves to a fractional position.
    func setPositionFromProperty(_ position: Double) throws(SegmentError)
    /// The layout style.
    var segmentStyle: SegmentStyle { get set }
    /// The segments' titles.
    var titles: [String] { get }
    /// Replaces the segments with plain items titled `titles`.
    func setTitles(_ titles: [String])
}

/// The GObject properties SegmentBar and SegmentedPager share: `selected`, `position`, `style-name`, `titles`.
///
/// They let a `.ui` file (or C, Python, Vala through `g_object_set` and
/// `notify::`) configure a widget without Swift. Bad values are answered
/// with one warning in GLib's log and leave the widget as it was. Setting
/// them notifies nothing here: the widgets notify each change themselves,
/// whether it came from here or from the Swift API.
@MainActor
enum SegmentProperties {
    /// Property ids; 0 is reserved by GObject.
    enum ID: guint, CaseIterable {
        case selected = 1
        case position
        case styleName
        case titles
    }

    /// Installs the four properties on a class, keeping their specs in `installed`.
    static func install(on objectClass: UnsafeMutablePointer<GObjectClass>, into installed: InstalledProperties) {
        let flags = GParamFlags(G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        let specs: [(ID, UnsafeMutablePointer<GParamSpec>?)] = [
            (
                .selected,
                g_param_spec_int(
                    "selected", "Selected", "Index of the selected segment, -1 for none", -1, Int32.max, -1, flags)
            ),
            (
                .position,
                g_param_spec_double(
                    "position", "Position", "Fractional position of the indicator", -Double.greatestFiniteMagnitude,
                    Double.greatestFiniteMagnitude, 0, flags)
            ),
            (
                .styleName,
                ("One of \(SegmentStyle.presetNames.concatenated(separator: ", ")); "
                    + "\(SegmentStyle.customName) keeps the style").withCString {
                        g_param_spec_string("style-name", "Style name", $0, "underline", flags)
                    }
            ),
            (
                .titles,
                // A construct property: GObject sets it before `constructed` and before every property that is not
                // one, so `selected` and `position` given with it find the segments in whatever order a
                // constructor call (GJS, PyGObject, `g_object_new`) lists them.
                g_param_spec_boxed(
                    "titles", "Titles", "The segments' titles, one per line in a .ui file", g_strv_get_type(),
                    GParamFlags(flags.rawValue | G_PARAM_CONSTRUCT.rawValue))
            ),
        ]
        for (id, spec) in specs { installed.install(spec, id: id.rawValue, on: objectClass) }
    }

    /// `set_property` for `target`; `owner` names the widget in error lines.
    static func set(_ target: SegmentPropertyTarget?, owner: String, id: guint, value: UnsafePointer<GValue>?) {
        guard let target, let property = ID(rawValue: id) else { return }
        switch property {
        case .selected:
            let index = Int(g_value_get_int(value))
            // -1 is "no selection", which only an empty bar is in: setting it there changes nothing.
            if index < 0 && target.selectedIndex == nil { return }
            // A `.ui` file's value is the initial selection, not news for the file's own handlers.
            do { try target.selectFromProperty(index, notify: !WidgetType.isApplyingBuilderValues) } catch {
                Log.warning("\(owner): cannot select \(index): \(error)")
            }
        case .position:
            let position = g_value_get_double(value)
            do { try target.setPositionFromProperty(position) } catch {
                Log.warning("\(owner): cannot move to \(position): \(error)")
            }
        case .styleName:
            guard let cName = g_value_get_string(value) else {
                return Log.warning("\(owner): style-name must name a style, not NULL")
            }
            let name = String(cString: cName)
            // What the property reads for a style of the bar's own: written back, it keeps that style.
            if name == SegmentStyle.customName { return }
            guard let style = SegmentStyle.preset(named: name) else {
                let known = SegmentStyle.presetNames.concatenated(separator: ", ")
                Log.warning("\(owner): unknown style-name '\(Log.excerpt(name))' (known: \(known))")
                return
            }
            target.segmentStyle = style
        case .titles:
            var titles: [String] = []
            if let strv = g_value_get_boxed(value)?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self) {
                var index = 0
                while let title = strv[index] {
                    titles.append(String(cString: title))
                    index += 1
                }
            }
            // Every construction sets the default, NULL, on a widget with no segments: nothing to do there.
            if titles.isEmpty && target.titles.isEmpty { return }
            target.setTitles(titles)
        }
    }

    /// `get_property` for `target`.
    static func get(_ target: SegmentPropertyTarget?, id: guint, value: UnsafeMutablePointer<GValue>?) {
        guard let target, let property = ID(rawValue: id) else { return }
        switch property {
        case .selected: g_value_set_int(value, gint(target.selectedIndex ?? -1))
        case .position: g_value_set_double(value, target.position)
        case .styleName:
            g_value_set_string(value, SegmentStyle.presetName(of: target.segmentStyle) ?? SegmentStyle.customName)
        case .titles: target.titles.withCStringArrayTerminated { g_value_set_boxed(value, $0) }
        }
    }
}
