import CGtk
import Foundation
import SegmentCore
import XCTest

@testable import SegmentGtk

/// SegmentKit widgets declared in a GtkBuilder `.ui` file, configured by properties and observed by GObject signals.
final class BuilderTests: GtkTestCase, @unchecked Sendable {
    /// The example `.ui` file the demo loads, found from this source file.
    private static let exampleFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("resources/ui/segmentkit-example.ui").path

    /// Builds `source` (a file path or UI text) and returns the builder; the test owns the reference.
    @MainActor
    private func build(file: String? = nil, text: String? = nil) throws -> OpaquePointer {
        SegmentKit.registerTypes()
        let builder = gtk_builder_new()!
        var error: UnsafeMutablePointer<GError>?
        let ok =
            file.map { gtk_builder_add_from_file(builder, $0, &error) }
            ?? gtk_builder_add_from_string(builder, text ?? "", -1, &error)
        if ok == 0 {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "?"
            if let error { g_error_free(error) }
            unref(builder)
            throw TestFailure("builder failed: \(message)")
        }
        return builder
    }

    @MainActor
    private func object(_ builder: OpaquePointer, _ id: String) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_builder_get_object(builder, id).map { gcast($0) }
    }

    func testExampleFileBuildsEveryWidgetWithItsProperties() throws {
        try onMain {
            let builder = try build(file: Self.exampleFile)
            defer { unref(builder) }
            let root = try XCTUnwrap(object(builder, "root"))
            host(root, width: 480, height: 300)
            let pager = try XCTUnwrap(SegmentedPager(builder: builder, id: "pager"))
            XCTAssertEqual(pager.widget, object(builder, "pager"))
            XCTAssertNil(SegmentBar(builder: builder, id: "pager"), "the object is a pager, not a bar")
            XCTAssertNil(SegmentedPager(builder: builder, id: "no-such-id"))
            XCTAssertNil(SegmentedPager(builder: nil, id: "pager"))
            XCTAssertEqual(pager.items.map(\.title), ["Inbox", "Sent", "Archive"])
            XCTAssertEqual(pager.selectedIndex, 1, "selected=1 from the file")
            XCTAssertEqual(pager.bar.style, .cursor)
            XCTAssertEqual(pager.position, 1)
            let page = try XCTUnwrap(pager.page(at: 1))
            XCTAssertTrue(gtk_widget_is_ancestor(page, pager.widget) != 0 || page == object(builder, "sent-page"))
            let filter = try XCTUnwrap(object(builder, "filter").flatMap { SegmentBar(wrapping: $0) })
            XCTAssertEqual(filter.items.map(\.title), ["All", "Unread", "Flagged"])
            XCTAssertEqual(filter.style, .capsule)
            XCTAssertNil(SegmentBar(wrapping: pager.widget), "a pager is not a bar")
        }
    }

    func testPropertiesAndSignalsWorkThroughGObjectAlone() throws {
        try onMain {
            let builder = try build(file: Self.exampleFile)
            defer { unref(builder) }
            host(try XCTUnwrap(object(builder, "root")), width: 480, height: 300)
            let pager = try XCTUnwrap(object(builder, "pager"))
            var changes: [UInt32] = []
            var notified = 0
            SegmentSignals.pagerSelectionChanged.connect(pager) { (index: UInt32) in changes.append(index) }
            GtkSignals.notify("selected").connect(pager) { notified += 1 }
            var value = GValue()
            g_value_init(&value, cgtk_type_int())
            g_value_set_int(&value, 2)
            g_object_set_property(gcast(pager), "selected", &value)
            g_value_unset(&value)
            XCTAssertEqual(changes, [2])
            XCTAssertGreaterThanOrEqual(notified, 1)

            var read = GValue()
            g_value_init(&read, cgtk_type_string())
            g_object_get_property(gcast(pager), "style-name", &read)
            XCTAssertEqual(String(cString: g_value_get_string(&read)), "cursor")
            g_value_unset(&read)

            var titles = GValue()
            g_value_init(&titles, g_strv_get_type())
            g_object_get_property(gcast(pager), "titles", &titles)
            let strv = g_value_get_boxed(&titles)!.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
            XCTAssertEqual(String(cString: strv[2]!), "Archive")
            XCTAssertNil(strv[3])
            g_value_unset(&titles)
        }
    }

    func testBadValuesInAUIFileAreReportedAndIgnored() throws {
        allowLogged(containing: "SegmentBar: unknown style-name 'sparkly'")
        allowLogged(containing: "SegmentBar: cannot select 9: index 9 is out of range")
        try onMain {
            let builder = try build(
                text: """
                    <interface>
                      <object class="SegmentBar" id="bar">
                        <property name="titles">One
                    Two</property>
                        <property name="style-name">sparkly</property>
                        <property name="selected">9</property>
                      </object>
                    </interface>
                    """)
            defer { unref(builder) }
            let bar = try XCTUnwrap(object(builder, "bar").flatMap { SegmentBar(wrapping: $0) })
            XCTAssertEqual(bar.items.count, 2)
            XCTAssertEqual(bar.style, .underline, "an unknown style-name keeps the default")
            XCTAssertEqual(bar.selectedIndex, 0, "an out-of-range selected keeps the selection")
        }
    }

    /// A NULL style-name (g_object_set from C, None from a binding) is refused by name, not read as ''.
    func testANullStyleNameIsRefusedAsSuch() {
        allowLogged(containing: "SegmentBar: style-name must name a style, not NULL")
        onMain {
            let bar = SegmentBar(items: fourItems, style: .capsule)
            cgtk_set_string_property(UnsafeMutableRawPointer(bar.widget), "style-name", nil)
            XCTAssertEqual(bar.style, .capsule, "the style stays")
        }
    }

    func testPagedStackTakesItsPagesFromChildren() throws {
        try onMain {
            let builder = try build(
                text: """
                    <interface>
                      <object class="PagedStack" id="stack">
                        <child><object class="GtkLabel" id="a"><property name="label">A</property></object></child>
                        <child><object class="GtkLabel" id="b"><property name="label">B</property></object></child>
                      </object>
                    </interface>
                    """)
            defer { unref(builder) }
            let stack = try XCTUnwrap(object(builder, "stack").flatMap { PagedStack(wrapping: $0) })
            XCTAssertEqual(stack.pageCount, 2)
            host(stack.widget, width: 200, height: 100)
            XCTAssertEqual(stack.page(at: 0), object(builder, "a"))
        }
    }

    func testSelectionWrittenBeforeTitlesOrPagesIsAppliedOnceTheFileIsRead() throws {
        try onMain {
            let builder = try build(
                text: """
                    <interface>
                      <object class="SegmentBar" id="bar">
                        <property name="selected">2</property>
                        <property name="titles">One
                    Two
                    Three</property>
                      </object>
                      <object class="SegmentedPager" id="pager">
                        <property name="position">1</property>
                        <property name="selected">2</property>
                        <property name="titles">A
                    B
                    C</property>
                        <child><object class="GtkLabel"><property name="label">A</property></object></child>
                        <child><object class="GtkLabel"><property name="label">B</property></object></child>
                        <child><object class="GtkLabel" id="c"><property name="label">C</property></object></child>
                      </object>
                      <object class="PagedStack" id="stack">
                        <property name="page">1</property>
                        <child><object class="GtkLabel"><property name="label">0</property></object></child>
                        <child><object class="GtkLabel" id="second"><property name="label">1</property></object></child>
                      </object>
                    </interface>
                    """)
            defer { unref(builder) }
            let bar = try XCTUnwrap(object(builder, "bar").flatMap { SegmentBar(wrapping: $0) })
            XCTAssertEqual(bar.selectedIndex, 2, "selected=2 written before the titles")
            XCTAssertEqual(bar.position, 2)
            let pager = try XCTUnwrap(object(builder, "pager").flatMap { SegmentedPager(wrapping: $0) })
            XCTAssertEqual(pager.selectedIndex, 2, "selected=2 written before the titles and the pages")
            XCTAssertEqual(pager.stack.currentPage, 2)
            XCTAssertEqual(pager.position, 2, "selecting after the position moves the pages, as in file order")
            let stack = try XCTUnwrap(object(builder, "stack").flatMap { PagedStack(wrapping: $0) })
            XCTAssertEqual(stack.currentPage, 1, "page=1 written before the <child> pages")
            XCTAssertEqual(stack.position, 1)
            host(pager.widget, width: 300, height: 200)
            XCTAssertEqual(pager.page(at: 2), object(builder, "c"))
            host(stack.widget, width: 300, height: 200)
            XCTAssertEqual(stack.page(at: 1), object(builder, "second"))
        }
    }

    /// A selection written in a `.ui` file is where the widget starts, not news for the file's own handlers: they
    /// ran as the file finished, before a widget template binds its children (a handler that wrote to a template's
    /// label met a NULL one, a Gtk-CRITICAL). GtkNotebook's `page` in a file calls no handler either.
    func testASelectionInTheFileCallsNoneOfTheFilesHandlers() throws {
        try onMain {
            SegmentKit.registerTypes()
            BuilderHandlerRuns.names = []
            let scope = gtk_builder_cscope_new()!
            defer { unref(scope) }
            let selected: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, index, _ in
                BuilderHandlerRuns.names.append("selection-changed \(index)")
            }
            let page: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, index, _ in
                BuilderHandlerRuns.names.append("page-changed \(index)")
            }
            let cscope = UnsafeMutablePointer<GtkBuilderCScope>(scope)
            gtk_builder_cscope_add_callback_symbol(cscope, "selected", unsafeBitCast(selected, to: GCallback.self))
            gtk_builder_cscope_add_callback_symbol(cscope, "page", unsafeBitCast(page, to: GCallback.self))
            let builder = gtk_builder_new()!
            defer { unref(builder) }
            gtk_builder_set_scope(builder, scope)
            let text = """
                <interface>
                  <object class="SegmentBar" id="bar">
                    <property name="titles">One
                Two
                Three</property>
                    <property name="selected">2</property>
                    <signal name="selection-changed" handler="selected"/>
                  </object>
                  <object class="SegmentedPager" id="pager">
                    <property name="titles">A
                B</property>
                    <property name="selected">1</property>
                    <signal name="selection-changed" handler="selected"/>
                    <child><object class="GtkLabel"/></child>
                    <child><object class="GtkLabel"/></child>
                  </object>
                  <object class="PagedStack" id="stack">
                    <property name="page">1</property>
                    <signal name="page-changed" handler="page"/>
                    <child><object class="GtkLabel"/></child>
                    <child><object class="GtkLabel"/></child>
                  </object>
                </interface>
                """
            XCTAssertNotEqual(gtk_builder_add_from_string(builder, text, -1, nil), 0)
            pump()
            XCTAssertEqual(BuilderHandlerRuns.names, [], "no handler of the file ran for its own values")
            let bar = try XCTUnwrap(object(builder, "bar").flatMap { SegmentBar(wrapping: $0) })
            let pager = try XCTUnwrap(object(builder, "pager").flatMap { SegmentedPager(wrapping: $0) })
            let stack = try XCTUnwrap(object(builder, "stack").flatMap { PagedStack(wrapping: $0) })
            XCTAssertEqual(bar.selectedIndex, 2)
            XCTAssertEqual(pager.selectedIndex, 1)
            XCTAssertEqual(stack.currentPage, 1)
            // The handlers are connected, and hear what happens from then on.
            try bar.select(0, animated: false)
            try pager.select(0, animated: false)
            var value = GValue()
            g_value_init(&value, cgtk_type_int())
            g_value_set_int(&value, 0)
            g_object_set_property(gcast(stack.widget), "page", &value)
            g_value_unset(&value)
            pump()
            XCTAssertEqual(BuilderHandlerRuns.names, ["selection-changed 0", "selection-changed 0", "page-changed 0"])
        }
    }

    /// A bar's action widgets are `<child type="start">` and `<child type="end">`, as a GtkHeaderBar's, and a pager's
    /// bar and stack are its internal children `bar` and `stack`, so a tab strip is set up in the file (the close
    /// buttons, the "+" button, the stack's limit could only be set in code, and both forms were refused).
    func testActionWidgetsAreTypedChildrenAndAPagersBarAndStackAreInternalChildren() throws {
        try onMain {
            let builder = try build(
                text: """
                    <interface>
                      <object class="SegmentBar" id="bar">
                        <property name="titles">One
                    Two</property>
                        <child type="start"><object class="GtkButton" id="menu"/></child>
                        <child type="end"><object class="GtkButton" id="add"/></child>
                      </object>
                      <object class="SegmentedPager" id="pager">
                        <property name="titles">Inbox
                    Sent</property>
                        <child internal-child="bar">
                          <object class="SegmentBar" id="pager-bar">
                            <property name="close-button-policy">all</property>
                            <child type="end"><object class="GtkButton" id="new-tab"/></child>
                          </object>
                        </child>
                        <child internal-child="stack">
                          <object class="PagedStack"><property name="alive-limit">2</property></object>
                        </child>
                        <child><object class="GtkLabel" id="inbox"/></child>
                        <child><object class="GtkLabel" id="sent"/></child>
                      </object>
                    </interface>
                    """)
            defer { unref(builder) }
            let bar = try XCTUnwrap(object(builder, "bar").flatMap { SegmentBar(wrapping: $0) })
            XCTAssertEqual(bar.startActionWidget, object(builder, "menu"))
            XCTAssertEqual(bar.endActionWidget, object(builder, "add"))
            let pager = try XCTUnwrap(SegmentedPager(builder: builder, id: "pager"))
            XCTAssertEqual(object(builder, "pager-bar"), pager.bar.widget, "the file's id names the pager's own bar")
            XCTAssertEqual(pager.bar.closeButtonPolicy, .all)
            XCTAssertEqual(pager.bar.endActionWidget, object(builder, "new-tab"))
            XCTAssertEqual(pager.stack.aliveLimit, 2)
            XCTAssertEqual(pager.items.map(\.title), ["Inbox", "Sent"])
            XCTAssertEqual(pager.stack.pageCount, 2, "the untyped children are still its pages")
        }
    }

    func testAChildWidgetOfABarOrATypedChildIsRefusedWithOneWarningAndFreed() throws {
        try onMain {
            var probes: [FinalizationProbe] = []
            var bar: SegmentBar?
            var stack: PagedStack?
            try expectLogged(2) {
                let builder = try build(
                    text: """
                        <interface>
                          <object class="SegmentBar" id="bar">
                            <property name="titles">One</property>
                            <child><object class="GtkLabel" id="stray"/></child>
                            <child><object class="GtkGestureClick" id="click"/></child>
                          </object>
                          <object class="PagedStack" id="stack">
                            <child><object class="GtkLabel"/></child>
                            <child type="tab"><object class="GtkLabel" id="typed"/></child>
                          </object>
                        </interface>
                        """)
                defer { unref(builder) }
                bar = try XCTUnwrap(object(builder, "bar").flatMap { SegmentBar(wrapping: $0) })
                stack = try XCTUnwrap(object(builder, "stack").flatMap { PagedStack(wrapping: $0) })
                for id in ["stray", "typed"] {
                    probes.append(FinalizationProbe(try XCTUnwrap(object(builder, id)).gpointer))
                }
                let stray = object(builder, "stray")
                XCTAssertNil(stray.flatMap { gtk_widget_get_parent($0) }, "the label is not the bar's child")
                let click = try XCTUnwrap(gtk_builder_get_object(builder, "click"))
                XCTAssertEqual(
                    gtk_event_controller_get_widget(OpaquePointer(click)), bar?.widget,
                    "an event controller <child> is still added, as GtkWidget does")
            }
            pump()
            XCTAssertEqual(probes.map(\.isFinalized), [true, true], "freed with the builder, while the bar lives on")
            XCTAssertEqual(stack?.pageCount, 1, "the typed child is not a page")
            XCTAssertEqual(bar?.items.count, 1)
        }
    }
}

/// What the handlers a `.ui` file names have heard (``BuilderTests/testASelectionInTheFileCallsNoneOfTheFilesHandlers()``).
@MainActor
enum BuilderHandlerRuns {
    static var names: [String] = []
}
