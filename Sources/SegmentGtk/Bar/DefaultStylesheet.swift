import CGtk

/// SegmentKit's one stylesheet, compiled into the library and installed once per display just above the
/// GTK theme (the parts a display's bars need: ``Part``), so apps (application priority) and users (user priority) override any rule of it.
///
/// It styles every node the bar draws (see ``BarNodes`` and the README's node table): colours, fonts,
/// paddings, sizes and boxes; and a PagedStack's focus ring, so the stack installs it too. Preset styles are
/// classes on the bar. Colours use Adwaita's named colours, which have light and dark variants, and are mixed
/// so that every title reaches 4.5:1 and every indicator 3:1 against what is behind it in both (the contrast
/// test checks each style).
@MainActor
enum DefaultStylesheet {
    /// The stylesheet in parts, in cascade order; ``css(for:)`` joins the core (`[]`) and the parts asked for.
    static let parts: [(part: Part, css: String)] = [
        (
            [],
            """
            /* Titles: the accent moved towards the foreground until it reads as text on the background. */
            @define-color segmentkit_accent mix(@theme_selected_bg_color, @theme_fg_color, 0.55);
            segmentbar { min-height: 24px; }
            /* One colour on every side, widths per side: GTK draws a border of four colours (a side's
               default is the text colour) through a cairo mesh pattern, far more work than one fill. */
            segmentbar.underline { border: 0 solid @borders; border-bottom-width: 1px; }
            /* A pager's bar below its pages: the border on top, facing them, as the indicator is. */
            segmentbar.underline.bottom { border-bottom-width: 0; border-top-width: 1px; }
            """
        ),
        (
            .vertical,
            """
            segmentbar.vertical.underline { border-bottom-width: 0; border-right-width: 1px; }
            segmentbar.vertical.underline:dir(rtl) { border-right-width: 0; border-left-width: 1px; }
            /* After its pages (a pager's bar at the end) the border faces them, as the indicator does. */
            segmentbar.vertical.underline.end { border-right-width: 0; border-left-width: 1px; }
            segmentbar.vertical.underline.end:dir(rtl) { border-left-width: 0; border-right-width: 1px; }
            /* Across a vertical bar with short titles the theme's 34 px button did not fit either. */
            segmentbar.vertical > menubutton.overflow > button { padding-left: 0; padding-right: 0; }
            /* A vertical capsule's track rounds its corners as its pill does (half a row, in em so it grows with
               the text), not its ends into half-circles: GTK clips the titles to that outline, and the first and
               last rows of a tall or wide bar were cut by it. */
            segmentbar.vertical.capsule { border-radius: 1.25em; }
            """
        ),
        (
            [],
            """
            segmentbar.scrollable { padding: 0 5px; }
            """
        ),
        (
            .capsule,
            """
            segmentbar.capsule {
              padding: 3px;
              border-radius: 9999px;
              background-color: alpha(@theme_fg_color, 0.08);
            }
            /* The fades blend into the track, the window's colour under that tint: in the window's colour they
               were a pale block at an overflowing capsule's end, with the track's rim showing above and below. */
            segmentbar.capsule > edge { color: mix(@theme_bg_color, @theme_fg_color, 0.08); }
            """
        ),
        (
            [],
            """
            segmentbar > segment {
              padding: 8px 10px;
              border-radius: 8px;
              font-weight: normal;
              color: alpha(@theme_fg_color, 0.72);
              outline: 0 solid transparent;
              outline-offset: -3px;
            }
            segmentbar > segment:hover { color: @theme_fg_color; background-color: alpha(@theme_fg_color, 0.08); }
            segmentbar > segment:active { color: @theme_fg_color; background-color: alpha(@theme_fg_color, 0.16); }
            segmentbar > segment:selected { color: @segmentkit_accent; }
            segmentbar > segment:disabled { color: alpha(@theme_fg_color, 0.32); }
            segmentbar > segment:focus-visible { outline: 2px solid alpha(@segmentkit_accent, 0.8); }
            /* The overflow button fits any bar: the theme's button (34 px tall in Adwaita) is taller than an
               underline bar, which then had to hide it. It still gets the bar's whole height as its target. */
            segmentbar > menubutton.overflow > button { min-height: 16px; padding-top: 0; padding-bottom: 0; }
            """
        ),
        (
            .images,
            """
            segmentbar > segment > image { -gtk-icon-size: 16px; margin: 0 6px; }
            """
        ),
        (
            .closeButtons,
            """
            /* Tab strips: the close button's icon colour and size, and the gap to the title (margin-left); its round
               box under the pointer grows around the icon by the padding. */
            segmentbar > segment > button.close {
              min-width: 16px;
              min-height: 16px;
              padding: 3px;
              margin: 0 0 0 4px;
              border: none;
              border-radius: 9999px;
              box-shadow: none;
              background: none;
              color: alpha(@theme_fg_color, 0.72);
            }
            segmentbar > segment > button.close:hover { color: @theme_fg_color; background-color: alpha(@theme_fg_color, 0.12); }
            segmentbar > segment > button.close:active { background-color: alpha(@theme_fg_color, 0.24); }
            """
        ),
        (
            .tabIndicators,
            """
            /* Tab strips: an indicator icon at a tab's start, opposite the close button, and, when it acts on a
               click, a round box under the pointer. Its size and gap to the title (margin-right) are the room kept
               for it only in a strip without close buttons; a closable strip keeps the close button's. */
            segmentbar > segment > button.tab-indicator {
              min-width: 16px;
              min-height: 16px;
              padding: 3px;
              margin: 0 4px 0 0;
              border: none;
              border-radius: 9999px;
              box-shadow: none;
              background: none;
              color: alpha(@theme_fg_color, 0.72);
            }
            segmentbar > segment > button.tab-indicator:hover { color: @theme_fg_color; background-color: alpha(@theme_fg_color, 0.12); }
            segmentbar > segment > button.tab-indicator:active { background-color: alpha(@theme_fg_color, 0.24); }
            """
        ),
        (
            .dropTargets,
            """
            /* A value dragged over a segment that takes it: the segment it would land on, boxed in the accent. The
               theme's ring around the whole bar (its `*:drop(active)`) would say less, in a second colour. */
            segmentbar:drop(active) { box-shadow: none; }
            segmentbar > segment:drop(active) {
              color: @theme_fg_color;
              background-color: alpha(@theme_selected_bg_color, 0.16);
              /* The titles' accent: the selection colour itself is too dark a ring on a dark theme's bar. */
              box-shadow: inset 0 0 0 2px @segmentkit_accent;
            }
            """
        ),
        (
            .reordering,
            """
            /* Tab strips: a dragged tab is lifted on the window's background, so titles do not show through it,
               tinted as a pressed segment is (the image, so a header bar's colour below changes the ground only). */
            segmentbar > segment.dragged {
              background-color: @theme_bg_color;
              background-image: linear-gradient(alpha(@theme_fg_color, 0.16), alpha(@theme_fg_color, 0.16));
            }
            """
        ),
        (
            [],
            """
            segmentbar.scrollable > segment { padding: 8px 12px; }
            segmentbar.scrollable > segment:selected { font-size: 127%; font-weight: bold; }
            """
        ),
        (
            .cursor,
            """
            segmentbar.cursor > segment:selected { font-size: 109%; font-weight: bold; }
            """
        ),
        (
            .iconsPreset,
            """
            segmentbar.icons > segment { padding: 8px 14px; }
            """
        ),
        (
            .capsule,
            """
            segmentbar.capsule > segment { padding: 7px 14px; border-radius: 9999px; color: @theme_fg_color; }
            /* The colour above is as specific as the core's `segment:disabled` and comes later: dimmed again here. */
            segmentbar.capsule > segment:disabled { color: alpha(@theme_fg_color, 0.32); }
            /* On the pill the outline is drawn inside it, in the colour of the text on the pill. */
            segmentbar.capsule > segment:selected:focus-visible {
              outline-color: alpha(@theme_bg_color, 0.9);
              outline-offset: -5px;
            }
            """
        ),
        (
            [],
            """
            segmentbar > indicator {
              min-height: 2px;
              border-radius: 9999px;
              background-color: @segmentkit_accent;
              /* What a segment's own indicator colour fades from and to during a swipe. */
              color: @segmentkit_accent;
            }
            segmentbar > indicator > label { color: @theme_bg_color; }
            /* Square ends, as GtkNotebook's and GtkStackSwitcher's underlines have. */
            segmentbar.underline > indicator { border-radius: 0; }
            segmentbar.scrollable > indicator { min-height: 4px; }
            """
        ),
        (
            .cursor,
            """
            segmentbar.cursor > indicator { min-height: 3px; }
            """
        ),
        (
            .iconsPreset,
            """
            segmentbar.icons > indicator { min-height: 3px; margin: 0 8px; }
            """
        ),
        (
            .shapes,
            """
            segmentbar > indicator.dot { min-height: 6px; }
            segmentbar > indicator.box { border-radius: 6px; }
            segmentbar > indicator.triangle { min-height: 6px; border-radius: 0; }
            segmentbar > indicator.css, segmentbar > indicator.custom {
              margin: 4px 2px;
              border-radius: 8px;
              background-color: transparent;
              background-image: linear-gradient(to bottom, alpha(@segmentkit_accent, 0.10), alpha(@segmentkit_accent, 0.26));
              box-shadow: 0 1px 3px alpha(black, 0.25);
            }
            /* The box marks the selection, as a checked button's background does, so its title takes the
               body colour: the accent on an accent tint measured 3.7:1 in the dark theme. */
            segmentbar.css > segment:selected, segmentbar.custom > segment:selected { color: @theme_fg_color; }
            """
        ),
        (
            [],
            """
            segmentbar > separator { min-width: 0; min-height: 0; background: none; }
            """
        ),
        (
            .iconsPreset,
            """
            segmentbar.icons > separator { min-width: 1px; margin: 10px 0; background-color: @borders; }
            """
        ),
        (
            .badges,
            """
            segmentbar > badge {
              min-height: 14px;
              padding: 0 4px;
              margin: 0 0 0 4px;
              border-radius: 9999px;
              background-color: @error_color;
              color: white;
              font-size: 8pt;
              font-weight: bold;
            }
            /* A dot has no text to carry it, so it needs 3:1 against the bar itself: the theme's error red is 2.1:1
               on a dark window. Moved towards the text colour it gets lighter there and darker in light. */
            segmentbar > badge.dot {
              min-width: 6px;
              min-height: 6px;
              padding: 0;
              margin: 0;
              background-color: mix(@error_color, @theme_fg_color, 0.4);
            }
            """
        ),
        (
            [],
            """
            segmentbar > edge { min-width: 32px; color: @theme_bg_color; }
            /* The page area is a Tab stop (Page Up and Down, Home and End move the pages): without a ring the
               focus vanished there. Inside its edges, which clip what slides past them. Only on the page area
               itself (:focus): GTK marks every widget around the focus :focus-visible, and a ring around the
               pages while the user types in one of them was a second, wrong focus indicator. */
            pagedstack:focus:focus-visible { outline: 2px solid alpha(@segmentkit_accent, 0.8); outline-offset: -2px; }
            /* A page that is a scrolled window over content that takes no focus (a list of labels) is a Tab stop of
               its own: GTK focuses the scrolled window so its keys scroll it, and the theme draws no ring there.
               It is the whole page, so it gets a ring too, stepped in from the page area's: drawn in the same
               place, Tab from the page area into the page changed nothing a user could see, though the arrows
               then scroll the page instead of turning it. */
            pagedstack > page > scrolledwindow:focus:focus-visible {
              outline: 2px solid alpha(@segmentkit_accent, 0.8);
              outline-offset: -6px;
            }
            """
        ),
        (
            .headerBar,
            """
            /* In a header bar the fades, the overflow button's ground and a lifted tab take the header's colour:
               GTK's theme draws it half way from the window's colour to its borders (a slight gradient), and
               in the window's colour while the window is in the background. A search bar's is a third of the way
               (234 on a window of 246, 45 on 53 in the dark theme). */
            @define-color segmentkit_header_bg mix(@theme_bg_color, @borders, 0.5);
            @define-color segmentkit_searchbar_bg mix(@theme_bg_color, @borders, 0.3);
            headerbar segmentbar > edge { color: @segmentkit_header_bg; }
            headerbar segmentbar > segment.dragged { background-color: @segmentkit_header_bg; }
            headerbar:backdrop segmentbar > edge { color: @theme_bg_color; }
            headerbar:backdrop segmentbar > segment.dragged { background-color: @theme_bg_color; }
            headerbar segmentbar.capsule > edge { color: mix(@segmentkit_header_bg, @theme_fg_color, 0.08); }
            headerbar:backdrop segmentbar.capsule > edge { color: mix(@theme_bg_color, @theme_fg_color, 0.08); }
            searchbar segmentbar > edge { color: @segmentkit_searchbar_bg; }
            searchbar segmentbar > segment.dragged { background-color: @segmentkit_searchbar_bg; }
            searchbar segmentbar.capsule > edge { color: mix(@segmentkit_searchbar_bg, @theme_fg_color, 0.08); }
            /* The header draws its own line along its bottom: an underline bar's border there was a second line,
               as wide as the bar, lighter than the header's in the dark theme. */
            headerbar segmentbar.underline { border-bottom-width: 0; }
            /* A capsule is a row of buttons there, as tall as the theme's header buttons (34 px in a 46 px
               header) with 6 px clear above and below, so the header keeps its height. */
            headerbar segmentbar.capsule { margin-top: 6px; margin-bottom: 6px; padding: 2px; }
            headerbar segmentbar.capsule > segment { padding-top: 6px; padding-bottom: 6px; }
            """
        ),
    ]

    /// The rules for GTK's high-contrast themes (``HighContrastTheme``), after every part while a display shows
    /// one: titles and counts reach 7:1 there (WCAG's enhanced contrast), as GTK's own text does.
    ///
    /// Titles take the text colour at full strength, not dimmed; the accent moves further towards the text
    /// colour (7.5:1 on the dark high-contrast background, where the usual mix measured 4.9:1); focus rings
    /// are opaque; a capsule's track gets the theme's border, as GTK's high-contrast buttons do; a count
    /// badge's red darkens under its white count (8.9:1).
    static let highContrast = """
        /* GTK's HighContrast themes: titles and counts at 7:1 or more, text undimmed, shapes outlined. */
        @define-color segmentkit_accent mix(@theme_selected_bg_color, @theme_fg_color, 0.75);
        segmentbar > segment, segmentbar > segment > button.close, segmentbar > segment > button.tab-indicator {
          color: @theme_fg_color;
        }
        segmentbar > segment:disabled, segmentbar.capsule > segment:disabled { color: @insensitive_fg_color; }
        segmentbar > segment:focus-visible, pagedstack:focus:focus-visible,
        pagedstack > page > scrolledwindow:focus:focus-visible { outline-color: @segmentkit_accent; }
        segmentbar.capsule { box-shadow: inset 0 0 0 1px @borders; }
        /* A count's white on the theme's error red measured 5.9:1. */
        segmentbar > badge { background-color: mix(@error_color, black, 0.25); }
        /* The high-contrast header bars are a tenth darker than the window, not half way to its dark borders. */
        @define-color segmentkit_header_bg shade(@theme_bg_color, 0.9);
        """

    /// Rules for apps that use libadwaita, whose header bars are drawn in its own colours (`headerbar_bg_color`,
    /// and `headerbar_backdrop_color` while the window is in the background), not GTK's theme's: there the fades
    /// and the overflow button's ground, in GTK's colour, were a band darker than the header (228 against 235 of
    /// 255; lighter in the dark style, 57 against 48). libadwaita draws its action bars in the header's colours
    /// too (GTK's theme in the window's), where they were a lighter box round the overflow button of a bar at the
    /// bottom of a window (250 on 235; 36 on 48 in the dark style). Last, so they win over the high-contrast
    /// header colour.
    static let libadwaitaHeaderBar = """
        @define-color segmentkit_header_bg @headerbar_bg_color;
        @define-color segmentkit_searchbar_bg @headerbar_bg_color;
        actionbar segmentbar > edge { color: @segmentkit_header_bg; }
        actionbar segmentbar > segment.dragged { background-color: @segmentkit_header_bg; }
        actionbar segmentbar.capsule > edge { color: mix(@segmentkit_header_bg, @theme_fg_color, 0.08); }
        headerbar:backdrop segmentbar > edge, searchbar:backdrop segmentbar > edge,
        actionbar:backdrop segmentbar > edge { color: @headerbar_backdrop_color; }
        headerbar:backdrop segmentbar.capsule > edge, searchbar:backdrop segmentbar.capsule > edge,
        actionbar:backdrop segmentbar.capsule > edge { color: mix(@headerbar_backdrop_color, @theme_fg_color, 0.08); }
        headerbar:backdrop segmentbar > segment.dragged, searchbar:backdrop segmentbar > segment.dragged,
        actionbar:backdrop segmentbar > segment.dragged { background-color: @headerbar_backdrop_color; }
        """

    /// Count badges in an app that uses libadwaita, whose `@error_color` is a red for text, light in its dark style
    /// (white on it measured 2.5:1 there): a badge is a filled shape, so it takes the fill and text colours
    /// libadwaita gives such shapes (`@error_bg_color` and `@error_fg_color`), darkened as under GTK's
    /// high-contrast themes when libadwaita's high-contrast style shows. Last, so they win over those rules.
    static func libadwaitaBadges(highContrast: Bool) -> String {
        let fill = highContrast ? "mix(@error_bg_color, black, 0.25)" : "@error_bg_color"
        return "segmentbar > badge { background-color: \(fill); color: @error_fg_color; }"
    }

    /// A part of the stylesheet that a bar may never need: a display's provider holds the core and the parts its
    /// bars asked for (``install(for:parts:)``).
    ///
    /// Parsing costs GTK about 40 K instructions a rule before a bar's first frame; a plain bar needs a third
    /// of the rules. A part is added by loading the one provider again with it, not by a second provider:
    /// among providers of one priority GTK's cascade goes by provider, not by selector specificity, so the
    /// rules keep their order and their specificity only in one.
    struct Part: OptionSet {
        let rawValue: Int
        /// `.vertical` bars (the side border).
        static let vertical = Part(rawValue: 1 << 0)
        /// The `capsule` preset.
        static let capsule = Part(rawValue: 1 << 1)
        /// Icons in segments (`segment > image`).
        static let images = Part(rawValue: 1 << 2)
        /// Tab close buttons.
        static let closeButtons = Part(rawValue: 1 << 3)
        /// The `cursor` preset.
        static let cursor = Part(rawValue: 1 << 4)
        /// The `icons` preset.
        static let iconsPreset = Part(rawValue: 1 << 5)
        /// Indicator shapes other than the underline and capsule (`dot`, `box`, `triangle`, `css`, `custom`).
        static let shapes = Part(rawValue: 1 << 6)
        /// Badges.
        static let badges = Part(rawValue: 1 << 7)
        /// Reorderable tab strips (the dragged tab's box).
        static let reordering = Part(rawValue: 1 << 8)
        /// Bars in a header bar, a search bar or an action bar (fades and a lifted tab in the bar's colour).
        static let headerBar = Part(rawValue: 1 << 9)
        /// Tabs' indicator icons.
        static let tabIndicators = Part(rawValue: 1 << 10)
        /// Bars that take drops of the app's own values on their segments (the segment a drop would land on).
        static let dropTargets = Part(rawValue: 1 << 11)

        /// The parts with rules for the `segmentbar` node itself (its padding, border, background, margin), which
        /// GTK reads before a bar's own code runs when the bar is measured; the other parts style the nodes the bar
        /// reads itself (and `segmentbar:drop(active)`, a state only a bar in a window has).
        static let stylingTheBar: Part = [.vertical, .capsule, .headerBar]
    }

    /// The core and the rules of `wanted`, in cascade order, then the high-contrast rules when `highContrast`, and
    /// libadwaita's header and badge colours when `libadwaita` and `wanted` has the header bar's or the badges' part.
    static func css(for wanted: Part, highContrast: Bool = false, libadwaita: Bool = false) -> String {
        let rules =
            parts.filter { wanted.contains($0.part) }.map(\.css) + (highContrast ? [Self.highContrast] : [])
            + (libadwaita && wanted.contains(.headerBar) ? [Self.libadwaitaHeaderBar] : [])
            + (libadwaita && wanted.contains(.badges) ? [Self.libadwaitaBadges(highContrast: highContrast)] : [])
        return rules.concatenated(separator: "\n")
    }

    /// Each display's provider and the parts it holds: one or two displays, so a list (a Dictionary of a new key
    /// type costs the Swift runtime a scan of every protocol conformance on its first use, on the way to the first
    /// frame). The providers live as long as their displays.
    private static var installed:
        [(
            display: UnsafeMutableRawPointer, provider: UnsafeMutablePointer<GtkCssProvider>, parts: Part,
            highContrast: Bool
        )] = []

    /// Adds the stylesheet with `parts` to `display`, or loads the display's stylesheet again with `parts`
    /// added when any of them is new there; while loads are held (``holdLoads()``), when the hold ends.
    static func install(for display: OpaquePointer?, parts wanted: Part = []) {
        guard let display else { return }
        if heldLoads > 0 {
            if let index = heldRequests.firstIndex(where: { $0.display == display }) {
                heldRequests[index].parts.formUnion(wanted)
            } else {
                heldRequests.append((display, wanted))
            }
            return
        }
        let key = UnsafeMutableRawPointer(display)
        if let index = installed.firstIndex(where: { $0.display == key }) {
            let parts = installed[index].parts.union(wanted)
            guard parts != installed[index].parts else { return }
            installed[index].parts = parts
            reload(index)
            return
        }
        guard let provider = gtk_css_provider_new() else { return }
        let highContrast = HighContrastTheme.isShown(on: display)
        load(provider, parts: wanted, highContrast: highContrast)
        // Just above the GTK theme, which GTK 4.8 installs at settings priority: below it, the theme's rules
        // for bare node names (Adwaita's `separator { min-width: 1px }`) win over `segmentbar > separator`.
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS) + 1)
        installed.append((key, provider, wanted, highContrast))
        HighContrastTheme.watch(display, shown: highContrast) { shown in
            guard let index = installed.firstIndex(where: { $0.display == key }) else { return }
            installed[index].highContrast = shown
            reload(index)
        }
    }

    /// How many times GTK parsed the stylesheet in this process, on any display.
    private(set) static var loads = 0
    /// How many ``holdLoads()`` calls are not yet released.
    private static var heldLoads = 0
    /// The parts asked for on each display while loads are held.
    private static var heldRequests: [(display: OpaquePointer, parts: Part)] = []

    /// Holds the stylesheet's loads until the matching ``releaseLoads()``, which loads what was asked for
    /// meanwhile once per display.
    ///
    /// A constructor holds them while it sets its style and items: each part they need (the capsule's, the
    /// icons', the badges') otherwise had GTK parse the whole stylesheet again, about 0.2 ms each, on the way to
    /// the first frame. Nothing may read a bar's CSS meanwhile (GTK reads the bar's own node before the bar's code
    /// when it is measured), so a hold covers no code of the app's: a pager's page function runs after its hold.
    static func holdLoads() {
        heldLoads += 1
    }

    /// Whether loads are held: what is asked for now is parsed when the outermost hold ends.
    static var holdsLoads: Bool { heldLoads > 0 }

    /// Ends a ``holdLoads()``; the outermost one installs what was asked for.
    static func releaseLoads() {
        heldLoads -= 1
        guard heldLoads == 0 else { return }
        let requests = heldRequests
        heldRequests = []
        for request in requests { install(for: request.display, parts: request.parts) }
    }

    /// Loads the `index`th display's provider again with its parts and contrast.
    private static func reload(_ index: Int) {
        let entry = installed[index]
        load(entry.provider, parts: entry.parts, highContrast: entry.highContrast)
    }

    /// Has GTK parse the stylesheet with `parts` into `provider`: about 0.2 ms for the core's 20 rules, a sixth of a
    /// small pager's first build, which is why constructors hold their loads (``holdLoads()``) and bars outside a
    /// window wait with the parts that style only their tabs.
    private static func load(_ provider: UnsafeMutablePointer<GtkCssProvider>, parts: Part, highContrast: Bool) {
        loads += 1
        // Looked up only for the parts that have libadwaita rules: a plain bar never asks whether libadwaita is there.
        let libadwaita = !parts.isDisjoint(with: [.headerBar, .badges]) && Libadwaita.isInitialized
        let text = css(for: parts, highContrast: highContrast, libadwaita: libadwaita)
        Log.debug("stylesheet read: \(text.utf8.count) bytes, parts 0x\(String(parts.rawValue, radix: 16))")
        text.withCString { gtk_css_provider_load_from_data(provider, $0, -1) }
    }
}
