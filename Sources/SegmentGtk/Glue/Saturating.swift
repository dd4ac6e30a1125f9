extension Int32 {
    /// `value` rounded toward zero and clamped to `Int32`'s range, NaN as 0.
    ///
    /// GTK and Pango take sizes and offsets as C `int`, and `Int32(_:)` traps on NaN, infinities and values out
    /// of range; a layout built from extreme style values must give GTK a number, never stop the app.
    init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        self = Int32(Swift.min(Swift.max(value, Double(Int32.min)), Double(Int32.max)))
    }
}

extension Int {
    /// `value` rounded toward zero and clamped to `Int`'s range, NaN as 0; see ``Swift/Int32/init(saturating:)``.
    init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        // The largest Double below 2^63 converts exactly; 2^63 itself would not fit.
        self = Int(Swift.min(Swift.max(value, -9_223_372_036_854_774_784), 9_223_372_036_854_774_784))
    }
}
