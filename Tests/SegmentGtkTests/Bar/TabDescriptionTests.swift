import SegmentCore
import XCTest

@testable import SegmentGtk

/// The place and state a tab's description gives a screen reader, as text, in the user's language.
final class TabDescriptionTests: XCTestCase {
    private let inbox: SegmentItem = {
        var item = SegmentItem("Inbox", badge: .count(12), isEnabled: false)
        item.tooltip = "Unread mail"
        return item
    }()

    func testCountsAreWrittenAsTheLocaleWritesNumbers() throws {
        let numbers = [0, 999, 1000, 10_000, 1_234_567, -1000, Int.max, Int.min]
        let written: [(locale: String, numbers: [String])] = [
            (
                "C.UTF-8",
                ["0", "999", "1000", "10000", "1234567", "-1000", "9223372036854775807", "-9223372036854775808"]
            ),
            (
                "en_US.UTF-8",
                [
                    "0", "999", "1,000", "10,000", "1,234,567", "-1,000", "9,223,372,036,854,775,807",
                    "-9,223,372,036,854,775,808",
                ]
            ),
            (
                "de_DE.UTF-8",
                [
                    "0", "999", "1.000", "10.000", "1.234.567", "-1.000", "9.223.372.036.854.775.807",
                    "-9.223.372.036.854.775.808",
                ]
            ),
            (
                "fr_FR.UTF-8",
                [
                    "0", "999", "1\u{202F}000", "10\u{202F}000", "1\u{202F}234\u{202F}567", "-1\u{202F}000",
                    "9\u{202F}223\u{202F}372\u{202F}036\u{202F}854\u{202F}775\u{202F}807",
                    "-9\u{202F}223\u{202F}372\u{202F}036\u{202F}854\u{202F}775\u{202F}808",
                ]
            ),
        ]
        for (locale, expected) in written {
            try inLocale(locale) { XCTAssertEqual(numbers.map(Translation.number), expected, locale) }
        }
    }

    /// The place, then the tooltip, badge and state, in the user's language: the words come from `po/de.po` and
    /// `po/fr.po` through the catalogs `make catalogs` builds into `.build/share/locale`, which the library finds
    /// next to the test binary; the app's tooltip stays as given. French uses the singular for 0 and 1
    /// (`plural=(n > 1)`), which a "1 or not" rule would get wrong.
    func testADescriptionSaysThePlaceThenTheTooltipBadgeAndStateInTheUsersLanguage() throws {
        // A pinned tab shows its icon alone: the description says it is pinned, after its place.
        var pinned = SegmentItem("Mail", badge: .dot)
        pinned.isPinned = true
        let items = [
            (inbox, 4_999, 10_000), (SegmentItem("One", badge: .count(1)), 0, 3),
            (SegmentItem("Zero", badge: .count(0)), 0, 2), (SegmentItem("Two", badge: .count(2)), 1, 2),
            (SegmentItem("New", badge: .dot), 2, 3), (pinned, 0, 4),
        ]
        let expected: [(locale: String, descriptions: [String])] = [
            (
                "en_US.UTF-8",
                [
                    "5,000 of 10,000, Unread mail, 12 new items, Unavailable", "1 of 3, 1 new item",
                    "1 of 2", "2 of 2, 2 new items", "3 of 3, New", "1 of 4, Pinned, New",
                ]
            ),
            (
                "C.UTF-8",
                [
                    "5000 of 10000, Unread mail, 12 new items, Unavailable", "1 of 3, 1 new item",
                    "1 of 2", "2 of 2, 2 new items", "3 of 3, New", "1 of 4, Pinned, New",
                ]
            ),
            (
                "de_DE.UTF-8",
                [
                    "5.000 von 10.000, Unread mail, 12 neue Elemente, Nicht verfügbar", "1 von 3, 1 neues Element",
                    "1 von 2", "2 von 2, 2 neue Elemente", "3 von 3, Neu", "1 von 4, Angeheftet, Neu",
                ]
            ),
            (
                "fr_FR.UTF-8",
                [
                    "5\u{202F}000 sur 10\u{202F}000, Unread mail, 12 nouveaux éléments, Indisponible",
                    "1 sur 3, 1 nouvel élément", "1 sur 2", "2 sur 2, 2 nouveaux éléments",
                    "3 sur 3, Nouveau", "1 sur 4, Épinglé, Nouveau",
                ]
            ),
        ]
        for (locale, descriptions) in expected {
            try inLocale(locale) {
                let described = items.map { TabDescription.of($0.0, index: $0.1, count: $0.2) }
                XCTAssertEqual(described, descriptions, locale)
            }
        }
        try inLocale("fr_FR.UTF-8") {
            XCTAssertEqual(Translation.plural("%s new item", "%s new items", count: 0), "0 nouvel élément")
        }
    }

    /// A badge that shows nothing (a count of 0 or below, an empty text) says nothing either: "0 new items" and
    /// "-5 new items" were read for tabs that showed no badge, and an empty text left a trailing comma.
    func testABadgeThatShowsNothingSaysNothing() {
        for badge in [Badge.count(0), .count(-5), .count(Int.min), .text("")] {
            XCTAssertEqual(
                TabDescription.of(SegmentItem("One", badge: badge), index: 0, count: 5), "1 of 5", "\(badge)")
        }
    }

    /// An icon-only segment is named by its tooltip when it has one, as GTK names an icon-only button by the words
    /// that explain it, and the tooltip is not read twice; without one, by its icon's name.
    func testAnIconOnlySegmentIsNamedByItsTooltip() {
        var list = SegmentItem("")
        list.icon = "view-list-symbolic"
        list.tooltip = "قائمة"
        XCTAssertEqual(TabDescription.name("", of: list, at: 2), "قائمة")
        XCTAssertEqual(TabDescription.of(list, index: 2, count: 3), "3 of 3")
        list.tooltip = nil
        XCTAssertEqual(TabDescription.name("", of: list, at: 2), "view-list-symbolic")
        var titled = SegmentItem("Grid")
        titled.tooltip = "Show as a grid"
        XCTAssertEqual(TabDescription.name("Grid", of: titled, at: 0), "Grid")
        XCTAssertEqual(TabDescription.of(titled, index: 0, count: 3), "1 of 3, Show as a grid")
    }

    func testAnIndicatorIconThatOnlyTellsIsHeardAfterTheTooltip() {
        var recording = SegmentItem("Studio")
        recording.tooltip = "Live"
        recording.indicatorIcon = TabIndicatorIcon("media-record-symbolic", tooltip: "Recording")
        var playing = SegmentItem("Music")
        playing.indicatorIcon = TabIndicatorIcon("audio-volume-high-symbolic", tooltip: "Mute Tab", isActivatable: true)
        var silent = SegmentItem("Notes")
        silent.indicatorIcon = TabIndicatorIcon("media-record-symbolic")
        XCTAssertEqual(TabDescription.of(recording, index: 1, count: 3), "2 of 3, Live, Recording")
        XCTAssertEqual(TabDescription.of(playing, index: 1, count: 3), "2 of 3", "a button of its own says it")
        XCTAssertEqual(TabDescription.of(silent, index: 0, count: 3), "1 of 3", "nothing to say")
        // A click on an unselected pinned tab selects it, so its speaker is not a button there: it is heard here.
        playing.isPinned = true
        XCTAssertEqual(TabDescription.of(playing, index: 0, count: 3), "1 of 3, Pinned, Mute Tab")
    }

    /// `LANGUAGE` chooses the words before the locale does (a German desktop with English number formats, or
    /// the reverse); a language with no catalog falls back to the next one listed, then to English.
    func testTheLanguageVariableChoosesTheWords() throws {
        try inLocale("en_US.UTF-8", language: "de") {
            XCTAssertEqual(
                TabDescription.of(SegmentItem("Eins", badge: .dot), index: 999, count: 1000), "1,000 von 1,000, Neu")
        }
        try inLocale("de_DE.UTF-8", language: "xx:fr") {
            XCTAssertEqual(
                TabDescription.of(SegmentItem("Un", badge: .dot), index: 999, count: 1000), "1.000 sur 1.000, Nouveau")
        }
        try inLocale("de_DE.UTF-8", language: "xx") {
            XCTAssertEqual(TabDescription.of(SegmentItem("One", badge: .dot), index: 0, count: 1), "1 of 1, New")
        }
    }

    /// Screen readers read Arabic, Hebrew, Chinese, Japanese and Spanish too (they read English there before), with
    /// each language's plural forms: Arabic has six, and 11 items take the accusative singular.
    func testRightToLeftAndEastAsianLanguagesAreRead() throws {
        let expected = [
            ("ar", "2 من 12، 11 عنصرًا جديدًا"), ("he", "2 מתוך 12, 11 פריטים חדשים"),
            ("zh_CN", "第 2 个，共 12 个，11 个新项目"), ("ja", "12 個中 2 番目、新着 11 件"),
            ("es", "2 de 12, 11 elementos nuevos"),
        ]
        for (language, description) in expected {
            try inLocale("en_US.UTF-8", language: language) {
                XCTAssertEqual(
                    TabDescription.of(SegmentItem("Inbox", badge: .count(11)), index: 1, count: 12), description,
                    language)
            }
        }
        try inLocale("en_US.UTF-8", language: "ar") {
            XCTAssertEqual(Translation.plural("%s new item", "%s new items", count: 2), "2 عنصران جديدان")
            XCTAssertEqual(Translation.plural("%s new item", "%s new items", count: 5), "5 عناصر جديدة")
            XCTAssertEqual(Translation.string("Segments"), "المقاطع")
        }
    }
}
