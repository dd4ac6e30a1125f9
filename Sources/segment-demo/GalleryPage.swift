import SegmentCore

/// One page of the gallery: a seed control reproduced with SegmentKit.
struct GalleryPage {
    /// What sits under the bar.
    enum Content {
        /// A label naming the selection: the bar alone.
        case label
        /// Real swipeable pages, one scrollable list per segment, made lazily.
        case pages
        /// Real pages that log when they are created (SDCursorView's lazily created children).
        case loggedPages
        /// A bar and a pager declared in resources/ui/segmentkit-example.ui and built by GtkBuilder.
        case builder
        /// An editor's tab strip over its documents (``TabsPage``).
        case tabs
        /// Markup titles, per-segment colours and tooltips, and a bar per indicator shape (``RichGallery``).
        case rich
        /// Sidebar tabs over vertical pages, and a vertical bar on its own (``GalleryWindow/makeVerticalPage(_:into:log:)``).
        case vertical
    }

    /// A page's segments: listed, or numbered titles made each time they are asked for.
    ///
    /// The largest pages have thousands of segments; made with ``all``, they cost every start-up about
    /// 10 M instructions (2 ms) before GTK is even initialised, for pages that are built after the first frame.
    enum Segments {
        /// These segments.
        case listed([SegmentItem])
        /// `count` segments titled "`prefix` 1", "`prefix` 2", …
        case numbered(prefix: String, count: Int)

        /// The segments themselves.
        var items: [SegmentItem] {
            switch self {
            case .listed(let items): items
            case .numbered(let prefix, _): (1...count).map { SegmentItem("\(prefix) \($0)") }
            }
        }

        /// How many segments there are, without making them.
        var count: Int {
            switch self {
            case .listed(let items): items.count
            case .numbered(_, let count): max(1, count)
            }
        }
    }

    /// The page's name on the command line and in the gallery switcher.
    var name: String
    /// The control it reproduces, shown under the bar.
    var summary: String
    /// The bar's segments, made on each call for a ``Segments/numbered(prefix:count:)`` page: read them once.
    var items: [SegmentItem] { segments.items }
    /// How the bar's segments are made.
    var segments: Segments
    /// The bar's style.
    var style: SegmentStyle
    /// What sits under the bar.
    var content: Content = .label

    /// Whether the page's bar belongs to a SegmentedPager (whose `placement` `--placement` sets).
    var hasPager: Bool {
        switch content {
        case .label, .rich: false
        case .pages, .loggedPages, .builder, .tabs, .vertical: true
        }
    }

    /// A page whose bar has `items`.
    init(name: String, summary: String, items: [SegmentItem], style: SegmentStyle, content: Content = .label) {
        self.init(name: name, summary: summary, segments: .listed(items), style: style, content: content)
    }

    /// A page whose bar's segments `segments` makes.
    init(name: String, summary: String, segments: Segments, style: SegmentStyle, content: Content = .label) {
        self.name = name
        self.summary = summary
        self.segments = segments
        self.style = style
        self.content = content
    }

    /// Every page, in gallery order.
    static let all: [GalleryPage] = [
        GalleryPage(
            name: "underline",
            summary: "ABSegmentView: equal widths, a title-wide underline, red-dot badges and a bottom border.",
            items: [
                SegmentItem("Featured"), SegmentItem("Following", badge: .dot), SegmentItem("Nearby"),
                SegmentItem("Videos", badge: .dot), SegmentItem("Music"),
            ],
            style: .underline, content: .pages),
        GalleryPage(
            name: "scrollable",
            summary: "XKCollectionView: fitted widths, a larger bold selected title, a centred fixed-width indicator.",
            items: [
                "Headlines", "Technology", "Sports", "Finance", "Entertainment", "Travel", "Food", "Science", "Health",
                "Education", "Cars", "Games", "Fashion", "Books", "History", "Culture", "Weather", "Photography",
            ].map { SegmentItem($0, badge: $0 == "Headlines" ? .count(5) : $0 == "Photography" ? .dot : .none) },
            style: .scrollable, content: .pages),
        GalleryPage(
            name: "capsule",
            summary: "CRMMultipleSwitch: a pill tracker you can drag; text under it is recoloured to its exact shape.",
            items: ["Day", "Week", "Month", "Year"].map { SegmentItem($0) },
            style: .capsule),
        GalleryPage(
            name: "icons",
            summary: "SDCursorView: theme and file icons (normal/selected), separators and an inset cursor.",
            items: [
                SegmentItem("Home", icon: "user-home-symbolic"),
                SegmentItem("Starred", icon: "starred-symbolic"),
                SegmentItem("Music", icon: "folder-music-symbolic"),
                SegmentItem("Photos", icon: "camera-photo-symbolic"),
                SegmentItem(
                    "Ideas", icon: DemoResources.path("icons/segmentkit-sparkle-symbolic.svg") ?? "starred-symbolic",
                    selectedIcon: DemoResources.path("icons/segmentkit-sparkle-filled-symbolic.svg")),
                SegmentItem("Settings", icon: "emblem-system-symbolic", badge: .count(3)),
            ],
            style: .icons),
        GalleryPage(
            name: "cursor",
            summary: "QiPagesContainer: 20 pt text margins, an adaptive cursor, bold selected titles, reselect events.",
            items: [
                SegmentItem("All devices", badge: .count(12)), SegmentItem("Living room"),
                SegmentItem("Bedroom", badge: .count(120)),
                SegmentItem("Kitchen"), SegmentItem("Study"),
            ],
            style: .cursor),
        GalleryPage(
            name: "pages",
            summary:
                "QiPagesContainer: swipe the pages and the cursor follows; click the current tab to scroll back up.",
            items: ["All", "Living room", "Bedroom", "Kitchen", "Study", "Balcony", "Garage"].map { SegmentItem($0) },
            style: .cursor, content: .pages),
        GalleryPage(
            name: "lazy",
            summary:
                "SDCursorView's lazy pages under a scrollable bar: 1,000 pages, each created the first time it comes "
                + "into view (watch the log).",
            segments: .numbered(prefix: "Topic", count: 1_000),
            style: .scrollable, content: .loggedPages),
        GalleryPage(
            name: "builder",
            summary: "GtkBuilder: this bar and pager are declared in resources/ui/segmentkit-example.ui.",
            items: ["Inbox", "Sent", "Archive"].map { SegmentItem($0) },
            style: .cursor, content: .builder),
        GalleryPage(
            name: "tabs",
            summary: "AdwTabBar / GtkNotebook: drag or Ctrl+Shift+Page Up/Down to reorder, close, right-click or Menu.",
            items: TabsPage.items, style: .cursor, content: .tabs),
        GalleryPage(
            name: "rich",
            summary: "Markup titles, own colours, tooltips (hover the long title) and every indicator shape.",
            items: RichGallery.items, style: RichGallery.style, content: .rich),
        GalleryPage(
            name: "many",
            summary: "10,000 tabs and pages: a screen reader hears \"3 of 10,000\", and each tab controls its page.",
            segments: .numbered(prefix: "Document", count: 10_000),
            style: .scrollable, content: .pages),
        GalleryPage(
            name: "vertical",
            summary:
                "Vertical orientation: a vertical bar that scrolls, and sidebar tabs beside pages that swipe up and down.",
            items: GalleryPage.verticalItems, style: GalleryPage.sidebarStyle, content: .vertical),
    ]
}
