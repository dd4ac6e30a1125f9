extension EdgeInsets {
    /// The same insets with the axes swapped: top ↔ leading, bottom ↔ trailing.
    ///
    /// A vertical layout reads its main-axis insets (the main axis is top to bottom) from `top` and
    /// `bottom`, and its cross-axis insets (start and end of the line) from `leading` and `trailing`.
    public var transposed: EdgeInsets {
        EdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom)
    }
}

extension SegmentStyle {
    /// The style as the layout maths along `axis` read it; unchanged for ``LayoutAxis/horizontal``.
    ///
    /// Vertical: the padding along the main axis is ``verticalPadding`` and across it ``itemPadding``, the
    /// bar's and the indicator's insets are ``EdgeInsets/transposed``, and a fitted bar never stretches its
    /// segments to fill a taller bar (sidebar tabs keep their natural height). ``WidthMode/equal`` shares a taller
    /// bar's height equally and, in a shorter one, keeps each row its line and scrolls
    /// (``WidthMode/fitted(fillWhenNarrower:)`` that fills): a row cannot be ellipsized as a title across a bar
    /// can, and fifty rows squeezed into a short sidebar were drawn over each other. A line indicator `.below`
    /// then hugs the trailing (end) side of each segment and `.above` the leading (start) side.
    public func alongAxis(_ axis: LayoutAxis) -> SegmentStyle {
        guard axis == .vertical else { return self }
        var style = self
        (style.itemPadding, style.verticalPadding) = (verticalPadding, itemPadding)
        style.contentInsets = contentInsets.transposed
        style.indicator.insets = indicator.insets.transposed
        switch widthMode {
        case .fitted: style.widthMode = .fitted(fillWhenNarrower: false)
        case .equal: style.widthMode = .fitted(fillWhenNarrower: true)
        case .fixed, .perView: break
        }
        return style
    }
}

extension ItemMetrics {
    /// These metrics as the layout maths along `axis` read them: the extent along the axis is the
    /// "title width"; unchanged for ``LayoutAxis/horizontal``.
    ///
    /// Vertical: a segment is one line high, its extent the tallest of title, icon and pill (`style` gives
    /// the icon and pill heights), and it does not grow when selected (the line height already fits the
    /// selected font). Badges, the enabled state and estimates carry over, so badge hints and hit tests work.
    public func alongAxis(_ axis: LayoutAxis, style: SegmentStyle) -> ItemMetrics {
        guard axis == .vertical else { return self }
        var extent = titleHeight
        if iconExtent > 0 { extent = max(extent, style.iconSize) }
        if pillWidth > 0 { extent = max(extent, style.badge.pillHeight(lineHeight: pillLineHeight)) }
        return ItemMetrics(
            titleWidth: extent, titleHeight: titleHeight, pillWidth: pillWidth, pillLineHeight: pillLineHeight,
            hasDot: hasDot, isEnabled: isEnabled, isEstimated: isEstimated)
    }
}

extension SegmentStyle {
    /// The style with `length` more inset at `edge` of `axis` (the leading or trailing side of a horizontal bar,
    /// the top or bottom of a vertical one): room kept clear for a control sitting there, such as an action widget
    /// or the overflow button.
    ///
    /// - Note: A NaN, negative or infinite `length` adds nothing (``sanitizedLength(_:)``), and the sum is
    ///   clamped by ``EdgeInsets`` to `0...10_000`.
    public func reserving(_ length: Double, at edge: BarEdge, along axis: LayoutAxis) -> SegmentStyle {
        var style = self
        let length = sanitizedLength(length)
        switch (axis, edge) {
        case (.horizontal, .leading): style.contentInsets.leading += length
        case (.horizontal, .trailing): style.contentInsets.trailing += length
        case (.vertical, .leading): style.contentInsets.top += length
        case (.vertical, .trailing): style.contentInsets.bottom += length
        }
        return style
    }
}
