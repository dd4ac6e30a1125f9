import CGtk

/// The paging switches: which input moves the pages, and how (each also a GObject property of the stack).
extension PagedStack {
    /// Whether swipes move the pages: a finger, a mouse drag, a touchpad swipe and wheel paging (property
    /// `interactive`, on by default).
    ///
    /// Off, only the keyboard, a pager's bar and the API move the pages (AdwCarousel's `interactive`,
    /// ViewPager2's `isUserInputEnabled`); a swipe under way when it is turned off settles on the nearest page.
    public var isInteractive: Bool {
        get { controller.switches.isInteractive }
        set { controller.setSwitch(.isInteractive, to: newValue) }
    }

    /// Whether a mouse drag swipes the pages (property `allow-mouse-drag`, on by default).
    ///
    /// Off, the drag gesture is touch-only, as AdwCarousel's `allow-mouse-drag`: a finger on a touch screen
    /// and two fingers on a touchpad still swipe, and a mouse press goes to the page's own widgets.
    public var allowsMouseDrag: Bool {
        get { controller.switches.allowsMouseDrag }
        set { controller.setSwitch(.allowsMouseDrag, to: newValue) }
    }

    /// Whether a fast flick carries the pages across several pages (property `allow-long-swipes`, off by default).
    ///
    /// Off, a flick moves one page past where it was released; on, the pages settle where its speed would
    /// carry them (``PagerPhysics/longSwipeTarget(position:velocity:pageCount:)``), as AdwCarousel's
    /// `allow-long-swipes`.
    public var allowsLongSwipes: Bool {
        get { controller.switches.allowsLongSwipes }
        set { controller.setSwitch(.allowsLongSwipes, to: newValue) }
    }

    /// Whether a wheel notch turns a page (property `allow-scroll-wheel`, on by default).
    ///
    /// A horizontal wheel, or Shift with a vertical one, turns one page per notch. Off, the wheel is left to
    /// the page's content and the widgets around the stack; touchpad swipes still move the pages.
    public var allowsScrollWheel: Bool {
        get { controller.switches.allowsScrollWheel }
        set { controller.setSwitch(.allowsScrollWheel, to: newValue) }
    }

    /// Whether pulling past the first or last page rubber-bands (property `bounces`, on by default).
    ///
    /// Off, the pages stop at the ends under the finger, as a UIScrollView with `bounces` off
    /// (QiPagesContainer's pager without bounce); ``physics`` tunes the rubber band when it is on.
    public var bounces: Bool {
        get { controller.switches.bounces }
        set { controller.setSwitch(.bounces, to: newValue) }
    }

    /// Whether a chosen page slides into view or the stack cuts to it (property `animate-selection`, on by default).
    ///
    /// It applies to a click on a pager's segment, a key, a wheel notch and ``select(_:animated:notify:)``
    /// with `animated` true, as ViewPager2's `setCurrentItem(item, smoothScroll)`; `animated` false always
    /// cuts, and a swipe's release always slides (the pages are already moving).
    public var animatesSelection: Bool {
        get { controller.switches.animatesSelection }
        set { controller.setSwitch(.animatesSelection, to: newValue) }
    }

    /// Whether the page keys with Ctrl and Alt work from anywhere in the window (property `window-shortcuts`, off
    /// by default): Ctrl+Page Up and Page Down, Ctrl+Tab, Ctrl+Shift+Tab and Alt+1 to Alt+0, as AdwTabView's
    /// shortcuts do, for the app's main pager (a browser's or an editor's tabs) while the focus is in a header
    /// bar's entry or a sidebar.
    ///
    /// Off, they work while the focus is in the pager: its bar, its page area or a page. A bar or an inner pager
    /// holding the focus still takes them for itself.
    public var hasWindowShortcuts: Bool {
        get { controller.switches.takesWindowKeys }
        set { controller.setSwitch(.takesWindowKeys, to: newValue) }
    }
}
