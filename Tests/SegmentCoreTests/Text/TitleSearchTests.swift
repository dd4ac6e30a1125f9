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

    @Test func caseIsFoldedBeyondASCIIButAccentsCount() {
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

    @Test func characterSearchFindsOverlappingAndLastPositions() {
        #expect(TitleSearch.characters(Array("aaab"), contain: Array("aab")))
        #expect(TitleSearch.characters(Array("xyz"), contain: Array("yz")))
        #expect(!TitleSearch.characters(Array("xyz"), contain: Array("zx")))
        #expect(TitleSearch.characters([], contain: []))
    }

    @Test func textComposedDifferentlyMatches() {
        // "Café" stored decomposed (e + U+0301), typed composed (U+00E9), and the other way round.
        let search = TitleSearch(titles: ["Cafe\u{301} Noir", "Caf\u{E9} Blanc", "Cafe"])
        #expect(search.matches("caf\u{E9}") == [0, 1])
        #expect(search.matches("cafe\u{301}") == [0, 1])
        #expect(search.matches("cafe") == [2], "an accent is not dropped")
    }

    @Test func tenThousandTitlesFindTheOneAsked() {
        let many = (0..<10_000).map { "Document \($0)" }
        let search = TitleSearch(titles: many)
        #expect(search.matches("document 9999") == [9999])
        // 999, 1999 ... 9999 (10) and 9990 ... 9999 (10), 9999 once.
        #expect(search.matches("999").count == 19)
    }
}
