import Testing

@testable import SegmentCore

@Suite struct TitleSearchTests {
    let titles = ["Document 1", "Document 12", "README.md", "42: Docs", "Ünïcode ÉTÉ", "", "main.swift"]

    @Test func anEmptyOrBlankQueryMatchesEveryTitle() {
        let search = TitleSearch(titles: titles)
        #expect(search.matches("") == Array(titles.indices))
        #expect(search.matches(" \t\n") == Array(titles.indices))
        #expect(TitleSearch.isBlank(" \t\n") && TitleSearch.isBlank("") && !TitleSearch.isBlank(" a "))
    }

    @Test func aWordMatchesAnywhereIgnoringCase() {
        let search = TitleSearch(titles: titles)
        #expect(search.matches("doc") == [0, 1, 3])
        #expect(search.matches("MD") == [2])
        #expect(search.matches("1") == [0, 1])
        #expect(search.matches("12") == [1])
        #expect(search.matches("swift") == [6])
    }

    @Test func everyWordMustMatchInAnyOrder() {
        let search = TitleSearch(titles: titles)
        #expect(search.matches("42 doc") == [3])
        #expect(search.matches("doc  42") == [3])
        #expect(search.matches("doc 7") == [])
    }

    @Test func theDefaultFoldIgnoresCaseBeyondASCIIButNotAccents() {
        let search = TitleSearch(titles: titles)
        #expect(search.matches("été") == [4])
        #expect(search.matches("ÜNÏ") == [4])
        #expect(search.matches("unicode") == [])
    }

    @Test func aQueryLongerThanEveryTitleMatchesNothing() {
        let search = TitleSearch(titles: ["ab", "abc"])
        #expect(search.matches("abcd") == [])
        #expect(search.matches("abc") == [1])
    }

    @Test func codePointSearchFindsOverlappingAndLastPositions() {
        #expect(TitleSearch.scalars(Array("aaab".unicodeScalars), contain: Array("aab".unicodeScalars)))
        #expect(TitleSearch.scalars(Array("xyz".unicodeScalars), contain: Array("yz".unicodeScalars)))
        #expect(!TitleSearch.scalars(Array("xyz".unicodeScalars), contain: Array("zx".unicodeScalars)))
        #expect(TitleSearch.scalars([], contain: []))
    }

    /// A fold that decomposes "é" as GLib's G_NORMALIZE_ALL does, then lowercases: enough to show how folded text
    /// is compared without GLib in the core.
    static let decomposingE: TitleSearch.Fold = { text in
        String(
            text.lowercased().unicodeScalars.flatMap { $0 == "\u{E9}" ? ["e", "\u{301}"] : [$0] }.map(Character.init))
    }

    @Test func foldedTextIsComparedCodePointByCodePoint() {
        // "Café" stored decomposed (e + U+0301) and composed (U+00E9); a plain "Cafe".
        let search = TitleSearch(titles: ["Cafe\u{301} Noir", "Caf\u{E9} Blanc", "Cafe"], fold: Self.decomposingE)
        #expect(search.matches("caf\u{E9}") == [0, 1], "an accented query finds both compositions")
        #expect(search.matches("cafe\u{301}") == [0, 1])
        #expect(search.matches("cafe") == [0, 1, 2], "a query without the accent finds the accented titles too")
        #expect(search.matches("CAFÉ") == [0, 1])
    }

    @Test func theDefaultFoldLowercasesOnly() {
        let search = TitleSearch(titles: ["Cafe\u{301}", "Caf\u{E9}"])
        #expect(search.matches("CAF\u{C9}") == [1], "lowercased, the composed title matches as typed")
        #expect(search.matches("cafe") == [0], "composition is left alone: the composed title has no plain e")
    }

    @Test func tenThousandTitlesFindTheOneAsked() {
        let many = (0..<10_000).map { "Document \($0)" }
        let search = TitleSearch(titles: many)
        #expect(search.matches("document 9999") == [9999])
        // 999, 1999 ... 9999 (10) and 9990 ... 9999 (10), 9999 once.
        #expect(search.matches("999").count == 19)
    }
}
