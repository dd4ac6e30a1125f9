import CGtk

/// How a PagedStack answers input: the switches of AdwCarousel (`interactive`, `allow-mouse-drag`,
/// `allow-long-swipes`, `allow-scroll-wheel`), UIScrollView's `bounces`, ViewPager2's
/// `setCurrentItem(smoothScroll:)` and the reach of AdwTabView's shortcuts, each a GObject property of the stack
/// and of a pager.
struct PagingSwitches: Equatable {
    /// Swipes (finger, mouse, touchpad) and wheel paging move the pages.
    var isInteractive = true
    /// A mouse drag swipes too, not only a finger (touchpads swipe either way).
    var allowsMouseDrag = true
    /// A fast flick carries the pages across several pages.
    var allowsLongSwipes = false
    /// A wheel notch (horizontal, or Shift with a vertical wheel) turns one page.
    var allowsScrollWheel = true
    /// Pulling past the first or last page rubber-bands.
    var bounces = true
    /// A page chosen by a click, a key, a wheel notch or an animated `select` slides into view instead of cutting.
    var animatesSelection = true
    /// The page keys with Ctrl and Alt work from anywhere in the window, not only from the pager.
    var takesWindowKeys = false

    /// One switch, read or written by name.
    ///
    /// A `switch` rather than a `WritableKeyPath`: key paths are built by the Swift runtime the first time they
    /// are used, which put the key path machinery on every stack's `class_init` (the properties' defaults).
    subscript(_ field: PagingSwitch) -> Bool {
        get {
            switch field {
            case .isInteractive: isInteractive
            case .allowsMouseDrag: allowsMouseDrag
            case .allowsLongSwipes: allowsLongSwipes
            case .allowsScrollWheel: allowsScrollWheel
            case .bounces: bounces
            case .animatesSelection: animatesSelection
            case .takesWindowKeys: takesWindowKeys
            }
        }
        set {
            switch field {
            case .isInteractive: isInteractive = newValue
            case .allowsMouseDrag: allowsMouseDrag = newValue
            case .allowsLongSwipes: allowsLongSwipes = newValue
            case .allowsScrollWheel: allowsScrollWheel = newValue
            case .bounces: bounces = newValue
            case .animatesSelection: animatesSelection = newValue
            case .takesWindowKeys: takesWindowKeys = newValue
            }
        }
    }
}

/// The fields of ``PagingSwitches``, named like them.
enum PagingSwitch {
    case isInteractive, allowsMouseDrag, allowsLongSwipes, allowsScrollWheel, bounces, animatesSelection
    case takesWindowKeys
}

/// One paging switch as a GObject property: its name, texts and the field it reads and writes.
struct PagingSwitchProperty {
    /// The property's name, as C, Python and `.ui` files spell it.
    let name: PropertyName
    /// The spec's nick.
    let nick: String
    /// The spec's blurb.
    let blurb: String
    /// The switch it reads and writes.
    let field: PagingSwitch

    /// The spec's default: the switch's value in a new stack.
    var defaultValue: Bool { PagingSwitches()[field] }

    /// Every switch, in the order their properties are installed.
    static var all: [PagingSwitchProperty] {
        [
            PagingSwitchProperty(
                name: .interactive, nick: "Interactive", blurb: "Whether swipes and wheel paging move the pages",
                field: .isInteractive),
            PagingSwitchProperty(
                name: .allowMouseDrag, nick: "Allow mouse drag",
                blurb: "Whether a mouse drag swipes the pages (touch and touchpads always can)",
                field: .allowsMouseDrag),
            PagingSwitchProperty(
                name: .allowLongSwipes, nick: "Allow long swipes",
                blurb: "Whether a fast flick carries the pages across several pages", field: .allowsLongSwipes),
            PagingSwitchProperty(
                name: .allowScrollWheel, nick: "Allow scroll wheel",
                blurb: "Whether a horizontal or Shift+wheel notch turns one page", field: .allowsScrollWheel),
            PagingSwitchProperty(
                name: .bounces, nick: "Bounces", blurb: "Whether pulling past the first or last page rubber-bands",
                field: .bounces),
            PagingSwitchProperty(
                name: .animateSelection, nick: "Animate selection",
                blurb: "Whether a page chosen by a click, a key or a wheel notch slides into view or cuts to it",
                field: .animatesSelection),
            PagingSwitchProperty(
                name: .windowShortcuts, nick: "Window shortcuts",
                blurb: "Whether Ctrl+Page Up/Down, Ctrl+Tab and Alt+digits move the pages from anywhere in the window",
                field: .takesWindowKeys),
        ]
    }
}

/// The paging switches' property tables: on PagedStack, and mirrored on SegmentedPager, whose switches are its stack's.
@MainActor
enum PagingSwitchProperties {
    /// Installed by `PagedStackType`'s `class_init`, with ids after ``PagedStackProperties``'.
    static let stack = table(
        handle: { $0.flatMap { PagedStack(wrapping: $0.assumingMemoryBound(to: GtkWidget.self)) } }, stack: { $0 })

    /// Installed by `SegmentedPagerType`'s `class_init`, with ids after ``SegmentedPagerProperties``'.
    static let pager = table(
        handle: { $0.flatMap { SegmentedPager(wrapping: $0.assumingMemoryBound(to: GtkWidget.self)) } },
        stack: { $0.stack })

    /// The ids of the first switch; the types' other tables stay below it.
    private static let firstID: guint = 40

    private static func table<Handle: AnyObject>(
        handle: @escaping (UnsafeMutableRawPointer?) -> Handle?, stack: @escaping (Handle) -> PagedStack
    ) -> PropertyTable<Handle> {
        PropertyTable(
            firstID: firstID, handle: handle,
            PagingSwitchProperty.all.map { property in
                HandleProperty(
                    spec: {
                        withCStrings(property.name.rawValue, property.nick, property.blurb) { name, nick, blurb in
                            g_param_spec_boolean(
                                name, nick, blurb, property.defaultValue ? 1 : 0, PropertyTable<Handle>.readWrite)
                        }
                    },
                    get: { g_value_set_boolean($1, stack($0).controller.switches[property.field] ? 1 : 0) },
                    set: { stack($0).controller.setSwitch(property.field, to: g_value_get_boolean($1) != 0) })
            })
    }
}

extension PagedStackController {
    /// Sets one switch, applies it to the gestures and notifies its property on the stack and on its pager.
    func setSwitch(_ field: PagingSwitch, to value: Bool) {
        guard switches[field] != value else { return }
        switches[field] = value
        applySwitches()
        guard let property = PagingSwitchProperty.all.first(where: { $0.field == field }) else { return }
        PagedStackType.properties.notify(widget, property.name)
        if let pager { SegmentedPagerType.properties.notify(pager.widget, property.name) }
    }

    /// Makes the gestures and the window's shortcuts follow the switches; a swipe that is no longer allowed
    /// settles on the nearest page.
    private func applySwitches() {
        windowShortcuts = PagedStackType.focusShortcuts.windowController(
            switches.takesWindowKeys, current: windowShortcuts, on: widget)
        guard let dragGesture else { return }
        // As AdwSwipeTracker does: a touch-only gesture ignores the mouse, and still sees every finger.
        gtk_gesture_single_set_touch_only(dragGesture, switches.allowsMouseDrag ? 0 : 1)
        guard let current = drag else { return }
        let allowed =
            switches.isInteractive && (current.source == .scroll || switches.allowsMouseDrag || isTouchDrag)
        guard !allowed else { return }
        // An active gesture emits `cancel`, which settles the pages (``pointerCancelled()``); else settle here.
        gtk_event_controller_reset(dragGesture)
        guard drag != nil else { return }
        drag = nil
        if !current.pending || current.interrupted { releasePages(velocity: 0) }
    }

    /// Whether the pointer drag under way comes from a touch screen.
    private var isTouchDrag: Bool {
        guard let dragGesture, let device = gtk_gesture_get_device(dragGesture) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }
}
