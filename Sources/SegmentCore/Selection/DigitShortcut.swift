/// Which item an Alt+digit key selects: AdwTabView's and the browsers' numbering of the first ten tabs.
public enum DigitShortcut {
    /// The index of the item that Alt+`digit` selects: 1 to 9 are the first nine items (0 to 8) and 0 is the
    /// tenth (9), because 0 sits after 9 on the number row; `nil` for any other `Int`.
    public static func index(ofDigit digit: Int) -> Int? {
        switch digit {
        case 1...9: digit - 1
        case 0: 9
        default: nil
        }
    }
}
