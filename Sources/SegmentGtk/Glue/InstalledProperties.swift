import CGtk

/// The name of a GObject property of a SegmentKit widget, as C, Python and `.ui` files spell it.
enum PropertyName: String, CaseIterable, Sendable {
    case selected, position, titles, page, placement, bar, stack, animating, dragging, orientation
    case styleName = "style-name"
    case activationMode = "activation-mode"
    case useUnderline = "use-underline"
    case showsOverflowMenu = "shows-overflow-menu"
    case showsBar = "shows-bar"
    case animationDuration = "animation-duration"
    case nItems = "n-items"
    case scrollOffset = "scroll-offset"
    case nPages = "n-pages"
    case targetPage = "target-page"
    case aliveLimit = "alive-limit"
    case reselectBehavior = "reselect-behavior"
    case interactive, bounces
    case allowMouseDrag = "allow-mouse-drag"
    case allowLongSwipes = "allow-long-swipes"
    case allowScrollWheel = "allow-scroll-wheel"
    case animateSelection = "animate-selection"
    case windowShortcuts = "window-shortcuts"
    case selectsOnPress = "selects-on-press"
    case dragsTrackerFromAnywhere = "drags-tracker-from-anywhere"
    case segmentWidth = "segment-width"
    case segmentsPerView = "segments-per-view"
    case backgroundImage = "background-image"
    case reorderable
    case closeButtonPolicy = "close-button-policy"
    case menuModel = "menu-model"
    case menuTarget = "menu-target"
    case startActionWidget = "start-action-widget"
    case endActionWidget = "end-action-widget"
    case defaultIconName = "default-icon-name"

    /// The property a `GParamSpec` is named after, `nil` for none of ours.
    ///
    /// A search of the cases rather than `init(rawValue:)`: for an enum this long Swift builds the raw-value
    /// init on a hashed string table, whose first use touches the Swift runtime's Dictionary and hashing code
    /// (about 0.2 MB of pages in `class_init`) that nothing else on the way to a widget's first frame needs.
    /// The cases are listed once, and each name is compared as bytes with the C string: a class installs
    /// dozens of properties, and a new `allCases` array and a Swift string per lookup were 2,500 instructions
    /// each (0.12 M of a pager's first `class_init`s).
    init?(specName: UnsafePointer<CChar>) {
        let length = strlen(specName)
        guard
            let found = Self.everyCase.first(where: { candidate in
                var name = candidate.rawValue
                return name.withUTF8 { bytes in
                    bytes.count == length && (length == 0 || memcmp(bytes.baseAddress!, specName, length) == 0)
                }
            })
        else { return nil }
        self = found
    }

    /// Every case, made once.
    private static let everyCase = allCases
}

/// The `GParamSpec`s one class installed, kept from `class_init` so that every change is notified with
/// `g_object_notify_by_pspec`.
///
/// Notifying by name makes GLib look the property up in its global pool (under a lock) on every change, and
/// position changes on every animation frame; a kept pointer costs nothing. Every notification of the three
/// widget types goes through ``notify(_:_:)``, and the widgets call it only when a value really changed
/// (the specs are `G_PARAM_EXPLICIT_NOTIFY`, so GLib adds no notification of its own on `g_object_set`).
@MainActor
final class InstalledProperties {
    private let owner: String
    /// The installed specs in installation order: a few dozen at most, searched in order (a Dictionary keyed by
    /// PropertyName would cost the Swift runtime a scan of every protocol conformance in `class_init`).
    private var specs: [(name: PropertyName, spec: UnsafeMutablePointer<GParamSpec>)] = []

    /// An empty table for the class named `owner` (named in the log line of a missing property).
    init(owner: String) {
        self.owner = owner
    }

    /// Installs `spec` with `id` on `objectClass` and keeps it; call from `class_init`, after `set_property` and
    /// `get_property` are set.
    func install(
        _ spec: UnsafeMutablePointer<GParamSpec>?, id: guint, on objectClass: UnsafeMutablePointer<GObjectClass>
    ) {
        guard let spec else { return }
        g_object_class_install_property(objectClass, id, spec)
        guard let name = PropertyName(specName: spec.pointee.name) else {
            Log.critical("\(owner): property '\(String(cString: spec.pointee.name))' has no PropertyName")
            return
        }
        // A new property (GLib itself refuses a second one of the same name), so nothing to replace.
        specs.append((name, spec))
    }

    /// Keeps `spec`, a property the class overrides (`g_object_class_override_property`), for notification.
    func keep(_ spec: UnsafeMutablePointer<GParamSpec>?) {
        guard let spec, let name = PropertyName(specName: spec.pointee.name) else { return }
        remember(name, spec)
    }

    /// Keeps `spec` as the one for `name`, replacing any kept before.
    private func remember(_ name: PropertyName, _ spec: UnsafeMutablePointer<GParamSpec>) {
        specs.removeAll { $0.name == name }
        specs.append((name, spec))
    }

    /// The spec installed for `name`; `nil` when this class has no such property.
    func spec(_ name: PropertyName) -> UnsafeMutablePointer<GParamSpec>? { specs.first { $0.name == name }?.spec }

    /// Every property this class installed, for the tests.
    var names: Set<PropertyName> { Set(specs.map(\.name)) }

    /// Emits `notify::<name>` on `instance` by its kept `GParamSpec`.
    ///
    /// Callers have checked that the value changed. Nothing is emitted before `class_init` ran (no instance
    /// can exist then) or for a name the class lacks, which is a programming error logged as a critical.
    func notify(_ instance: UnsafeMutablePointer<GtkWidget>, _ name: PropertyName) {
        guard let spec = spec(name) else {
            if !specs.isEmpty { Log.critical("\(owner): no property '\(name.rawValue)' to notify") }
            return
        }
        g_object_notify_by_pspec(gcast(instance), spec)
    }

    /// Notifies `name` on `instance` when `old` and `new` differ; the shape of every `didSet` that notifies.
    func notify<Value: Equatable>(
        _ instance: UnsafeMutablePointer<GtkWidget>, _ name: PropertyName, from old: Value, to new: Value
    ) {
        if old != new { notify(instance, name) }
    }
}
