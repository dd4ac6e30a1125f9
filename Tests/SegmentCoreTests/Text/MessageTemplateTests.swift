import SegmentCore
import Testing

@Suite struct MessageTemplateTests {
    @Test func placeholdersTakeTheArgumentsInOrder() {
        #expect(MessageTemplate.filled("%s of %s", with: ["3", "12"]) == "3 of 12")
        #expect(MessageTemplate.filled("Close %s", with: ["Inbox"]) == "Close Inbox")
        #expect(MessageTemplate.filled("no placeholder", with: ["unused"]) == "no placeholder")
    }

    @Test func numberedPlaceholdersLetATranslationReorderTheArguments() {
        #expect(MessageTemplate.filled("%2$s: %1$s", with: ["3", "12"]) == "12: 3")
        #expect(MessageTemplate.filled("%1$s von %2$s", with: ["3", "12"]) == "3 von 12")
        #expect(MessageTemplate.filled("%1$s and %1$s", with: ["a"]) == "a and a")
    }

    @Test func argumentsAreInsertedAsTheyAreNeverReadAsPlaceholders() {
        #expect(MessageTemplate.filled("%s moved to %s", with: ["100%s", "%1$s"]) == "100%s moved to %1$s")
    }

    @Test func aDoublePercentIsOnePercentSign() {
        #expect(MessageTemplate.filled("%s%% done", with: ["50"]) == "50% done")
        #expect(MessageTemplate.filled("%%s", with: ["x"]) == "%s")
    }

    /// A catalog built without `msgfmt --check` can hold anything; none of it may trap.
    @Test(arguments: [
        ("%s %s %s", ["a"], "a  "), ("%3$s", ["a"], ""), ("%0$s", ["a"], ""), ("%d of %s", ["a"], "%d of a"),
        ("trailing %", ["a"], "trailing %"), ("%1$", ["a"], "%1$"), ("%1$d", ["a"], "%1$d"),
        ("%99999999999999999999$s", ["a"], "%99999999999999999999$s"), ("%", [], "%"), ("", ["a"], ""),
        ("%s", [], ""), ("ü %s ✓", ["ñ"], "ü ñ ✓"),
    ])
    func malformedTemplatesFillWhatTheyCan(template: String, arguments: [String], expected: String) {
        #expect(MessageTemplate.filled(template, with: arguments) == expected)
    }
}
