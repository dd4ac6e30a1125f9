/// A translated message with its placeholders filled in, as `printf` fills a C format string.
///
/// Translations keep gettext's C format, so `msgfmt --check` can tell a translator who dropped or added a
/// placeholder: `%s` takes the next argument, `%2$s` a numbered one (a language that names the count first
/// writes "%2$s … %1$s"), and `%%` is a percent sign. Only `s` conversions: numbers are written in the user's
/// locale before they get here. A translation can still be wrong at run time (a catalog built without
/// `--check`), so what cannot be filled is never a trap: a placeholder with no argument becomes empty and an
/// unknown conversion is copied as it stands.
public enum MessageTemplate {
    /// `template` with each `%s`, `%N$s` and `%%` replaced; `arguments` are counted from 1 in `%N$s`.
    public static func filled(_ template: String, with arguments: [String]) -> String {
        let bytes = Array(template.utf8)
        var result = ""
        var next = 0
        var copiedUpTo = 0
        var index = 0
        let percent = UInt8(ascii: "%")
        while index < bytes.count {
            guard bytes[index] == percent else {
                index += 1
                continue
            }
            result += String(decoding: bytes[copiedUpTo..<index], as: UTF8.self)
            let placeholder = parse(bytes, at: index + 1)
            switch placeholder.kind {
            case .percent:
                result += "%"
            case .next:
                if next < arguments.count { result += arguments[next] }
                next += 1
            case .numbered(let number):
                if number >= 1, number <= arguments.count { result += arguments[number - 1] }
            case .unknown:
                result += String(decoding: bytes[index..<placeholder.end], as: UTF8.self)
            }
            index = placeholder.end
            copiedUpTo = index
        }
        result += String(decoding: bytes[copiedUpTo..<bytes.count], as: UTF8.self)
        return result
    }

    /// What follows a `%`.
    private enum Kind {
        case percent, next, unknown
        case numbered(Int)
    }

    /// The placeholder whose text starts at `start`, just after its `%`, and the index just past it.
    private static func parse(_ bytes: [UInt8], at start: Int) -> (kind: Kind, end: Int) {
        guard start < bytes.count else { return (.unknown, start) }
        switch bytes[start] {
        case UInt8(ascii: "%"): return (.percent, start + 1)
        case UInt8(ascii: "s"): return (.next, start + 1)
        default: break
        }
        // `%N$s`: digits, a dollar sign, an `s`. A number too long for an Int is no argument's.
        var end = start
        var number = 0
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]), end - start < 9 {
            number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
            end += 1
        }
        guard end > start, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "$"), bytes[end + 1] == UInt8(ascii: "s")
        else { return (.unknown, start) }
        return (.numbered(number), end + 2)
    }
}
