/// How a pager moves under the finger and after release, as pure functions of position and velocity.
///
/// Positions are fractional page indices (1.5 is half-way between the
/// second and third page) and velocities are pages per second, so nothing
/// here depends on the widget's width. The GTK layer divides pixels by the
/// page width before asking.
public struct PagerPhysics: Hashable, Sendable {
    /// The release speed, in pages per second, above which a short drag still moves one page.
    ///
    /// - Note: Like every tuning parameter here, it is checked when set: NaN, infinite, zero or negative
    ///   gives the default, the rest is limited to ``SegmentLimits/parameters`` (`1e-6...1e6`).
    public var flickVelocity: Double {
        didSet { flickVelocity = tuningParameter(flickVelocity, fallback: 0.5) }
    }
    /// The rubber-band constant: how stiff the pull past the first or last page feels (0.55 feels native).
    ///
    /// - Note: Checked when set like ``flickVelocity``; the default is 0.55.
    public var rubberBandCoefficient: Double {
        didSet { rubberBandCoefficient = tuningParameter(rubberBandCoefficient, fallback: 0.55) }
    }
    /// The furthest, in pages, a pull past either end can ever show: the asymptote of the rubber band.
    ///
    /// - Note: Checked when set like ``flickVelocity``; the default is 0.5.
    public var rubberBandLimit: Double {
        didSet { rubberBandLimit = tuningParameter(rubberBandLimit, fallback: 0.5) }
    }
    /// The settle spring's constant `k` (with the mass below; libadwaita's carousel uses 500 and 0.5).
    ///
    /// - Note: Checked when set like ``flickVelocity``; the default is 500.
    public var stiffness: Double {
        didSet { stiffness = tuningParameter(stiffness, fallback: 500) }
    }
    /// The settle spring's mass.
    ///
    /// - Note: Checked when set like ``flickVelocity``; the default is 0.5.
    public var mass: Double {
        didSet { mass = tuningParameter(mass, fallback: 0.5) }
    }
    /// Below this distance from the target (in pages) the settle spring counts as at rest.
    ///
    /// - Note: Checked when set like ``flickVelocity``; the default is 0.001.
    public var epsilon: Double {
        didSet { epsilon = tuningParameter(epsilon, fallback: 0.001) }
    }
    /// The most pages a settle slides across; a farther page is reached by first jumping to this many
    /// pages short of it (as Android's ViewPager2 does), so a click on a far segment neither makes every
    /// page in between nor spends its frames on them.
    ///
    /// - Note: Limited to `1...SegmentLimits.maximumMagnitude` when set, so at least one page always
    ///   slides and `.infinity` means "slide all the way"; NaN gives the default, 10.
    public var maximumSlide: Double {
        didSet { maximumSlide = Self.slideLimit(maximumSlide) }
    }

    /// Creates physics; non-finite or non-positive values fall back to the defaults, so a pager always settles.
    ///
    /// - Note: Every parameter is checked as its property documents (``maximumSlide`` is limited to
    ///   `1...2^53` rather than falling back).
    public init(
        flickVelocity: Double = 0.5, rubberBandCoefficient: Double = 0.55, rubberBandLimit: Double = 0.5,
        stiffness: Double = 500, mass: Double = 0.5, epsilon: Double = 0.001, maximumSlide: Double = 10
    ) {
        self.flickVelocity = tuningParameter(flickVelocity, fallback: 0.5)
        self.rubberBandCoefficient = tuningParameter(rubberBandCoefficient, fallback: 0.55)
        self.rubberBandLimit = tuningParameter(rubberBandLimit, fallback: 0.5)
        self.stiffness = tuningParameter(stiffness, fallback: 500)
        self.mass = tuningParameter(mass, fallback: 0.5)
        self.epsilon = tuningParameter(epsilon, fallback: 0.001)
        self.maximumSlide = Self.slideLimit(maximumSlide)
    }

    /// A ``maximumSlide`` made valid: the default 10 for NaN, else limited to `1...2^53`.
    private static func slideLimit(_ value: Double) -> Double {
        value.isNaN ? 10 : clamp(value, 1, SegmentLimits.maximumMagnitude)
    }

    /// The spring's natural frequency `√(k/m)`, in radians per second.
    ///
    /// - Note: Always in `1e-6...1e6`, since stiffness and mass are.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    // MARK: Dragging

    /// The position shown for a finger that has pulled the pages to `raw` (unbounded).
    ///
    /// Inside `0...count-1` the pages follow the finger exactly; past either
    /// end the overshoot `x` shows as `L·(1 − 1/(c·x/L + 1))`, which starts
    /// with slope `c` and never reaches `L`, so the edge feels like elastic.
    /// - Note: A NaN or infinite `raw` gives 0; `pageCount` is limited to `0...SegmentLimits.maximumPageCount`.
    ///   The result is always finite, within `L` of `0...count-1`.
    public func rubberBanded(_ raw: Double, pageCount: Int) -> Double {
        guard raw.isFinite else { return 0 }
        let last = Double(max(0, PageStrip.clampedPageCount(pageCount) - 1))
        if raw < 0 { return -resist(-raw) }
        if raw > last { return last + resist(raw - last) }
        return raw
    }

    /// The raw finger position that ``rubberBanded(_:pageCount:)`` shows as `shown`: where a new drag starts mid-bounce.
    ///
    /// - Note: A NaN or infinite `shown` gives 0 and `pageCount` is clamped as in
    ///   ``rubberBanded(_:pageCount:)``; a `shown` at or past the asymptote stops just short of it, so the
    ///   result is always finite.
    public func unrubberBanded(_ shown: Double, pageCount: Int) -> Double {
        guard shown.isFinite else { return 0 }
        let last = Double(max(0, PageStrip.clampedPageCount(pageCount) - 1))
        if shown < 0 { return -unresist(-shown) }
        if shown > last { return last + unresist(shown - last) }
        return shown
    }

    private func resist(_ overshoot: Double) -> Double {
        let limit = rubberBandLimit
        return limit * (1 - 1 / (rubberBandCoefficient * overshoot / limit + 1))
    }

    private func unresist(_ shown: Double) -> Double {
        let limit = rubberBandLimit
        // Past the asymptote there is no finite pull; stop just short of it instead of dividing by zero.
        let fraction = min(shown / limit, 0.999_999)
        return limit / rubberBandCoefficient * (1 / (1 - fraction) - 1)
    }

    // MARK: Release

    /// The page a drag released at `position` with `velocity` (pages per second, towards later pages) settles on.
    ///
    /// A release faster than ``flickVelocity`` goes to the next page in the
    /// direction of the flick, however short the drag; a slower one goes to
    /// the nearest page. The result is always a page in `0..<pageCount`
    /// (0 for an empty pager).
    /// - Note: A NaN or infinite `position` gives 0, a non-finite `velocity` counts as 0, and `pageCount`
    ///   is limited to `0...SegmentLimits.maximumPageCount`.
    public func releaseTarget(position: Double, velocity: Double, pageCount: Int) -> Int {
        let pageCount = PageStrip.clampedPageCount(pageCount)
        guard pageCount > 0, position.isFinite else { return 0 }
        let last = Double(pageCount - 1)
        let v = velocity.isFinite ? velocity : 0
        let target: Double
        if v >= flickVelocity {
            target = position.rounded(.down) + 1
        } else if v <= -flickVelocity {
            target = position.rounded(.up) - 1
        } else {
            target = position.rounded()
        }
        return Int(clamp(target, 0, last))
    }

    /// Where a settle towards `target` starts: `position` itself, or, when the target is more than
    /// ``maximumSlide`` pages away, that many pages short of it on the side the pages come from.
    ///
    /// - Note: Both are limited to `±SegmentLimits.maximumMagnitude` first. A NaN or infinite `position`
    ///   starts at the target; a NaN or infinite `target` slides nowhere and returns the position (0 when
    ///   neither is finite). The result is always finite.
    public func slideStart(from position: Double, to target: Double) -> Double {
        let position = finiteValue(position, or: finiteValue(target, or: 0))
        let target = finiteValue(target, or: position)
        // At least one page always slides, whatever the property was set to.
        let limit = max(1, maximumSlide)
        let distance = target - position
        guard abs(distance) > limit else { return position }
        return distance > 0 ? target - limit : target + limit
    }

    /// The spring that carries the pages from `position` at `velocity` to `target`.
    ///
    /// It is critically damped, and the release velocity is capped at
    /// `ω·distance` either way: towards the target that is the most a
    /// critically damped spring takes without crossing, so pages and the bar's
    /// indicator never overshoot the page they settle on; away from it, it
    /// limits the swing back to about a fifth of the distance, so a hard flick
    /// against the first or last page cannot throw the pages past the rubber band.
    /// - Note: Positions are limited to `±SegmentLimits.maximumMagnitude`. A NaN or infinite `position`
    ///   starts at the target, a non-finite `target` becomes the position (0 when neither is finite), and a
    ///   non-finite `velocity` counts as 0, so the spring is always finite and settles.
    public func settleCurve(from position: Double, velocity: Double, to target: Double) -> SpringCurve {
        let from = finiteValue(position, or: finiteValue(target, or: 0))
        let target = finiteValue(target, or: from)
        var v = finiteValue(velocity, or: 0)
        let distance = target - from
        let cap = naturalFrequency * abs(distance)
        if v > cap { v = cap }
        if v < -cap { v = -cap }
        if distance == 0 { v = 0 }
        return SpringCurve(
            from: from, to: target, initialVelocity: v, dampingRatio: 1, stiffness: stiffness, mass: mass,
            epsilon: epsilon)
    }

    /// The page a swipe from `origin` released towards `target` settles on: `target` when it is enabled, else the
    /// first enabled page past it, so a swipe skips disabled pages as the keys and the wheel do; when no page
    /// past it is enabled, the nearest enabled one back towards `origin` (``nearestEnabled(to:from:pageCount:isEnabled:)``).
    ///
    /// A release back on `origin` has no direction: it takes the nearest enabled page either way.
    /// - Note: `pageCount`, `target` and the search are limited as in ``nearestEnabled(to:from:pageCount:isEnabled:)``;
    ///   `nil` when no page is enabled. `isEnabled` is only asked about pages in `0..<pageCount`.
    public static func swipeTarget(
        to target: Int, from origin: Int, pageCount: Int, isEnabled: (Int) -> Bool
    ) -> Int? {
        guard let (pageCount, start) = searchStart(target, pageCount: pageCount) else { return nil }
        if isEnabled(start) { return start }
        if start != origin {
            let onward = start > origin ? 1 : -1
            let end = onward > 0 ? pageCount : -1
            for page in stride(from: start + onward, to: end, by: onward).prefix(SegmentLimits.maximumEnabledSearch)
            where isEnabled(page) {
                return page
            }
        }
        return nearestEnabled(to: start, from: origin, pageCount: pageCount, isEnabled: isEnabled)
    }

    /// The limited page count and `target` limited to its pages, where a search for an enabled page starts; `nil`
    /// without pages.
    private static func searchStart(_ target: Int, pageCount: Int) -> (pageCount: Int, start: Int)? {
        let pageCount = PageStrip.clampedPageCount(pageCount)
        guard pageCount > 0 else { return nil }
        return (pageCount, min(max(target, 0), pageCount - 1))
    }

    /// The enabled page nearest `target`, searching towards `origin` first so a swipe never jumps over where it came from.
    ///
    /// Returns `nil` when no page in `0..<pageCount` is enabled. The search
    /// stops at the first hit, so it costs the distance to it, not the page count.
    /// - Note: `pageCount` is limited to `0...SegmentLimits.maximumPageCount`, `target` to the pages, and the search to
    ///   `SegmentLimits.maximumEnabledSearch` (100,000) pages each way: past that it gives up with `nil`,
    ///   so a pager of 2^40 disabled pages answers at once. `isEnabled` is only asked about pages in
    ///   `0..<pageCount`.
    public static func nearestEnabled(
        to target: Int, from origin: Int, pageCount: Int, isEnabled: (Int) -> Bool
    ) -> Int? {
        guard let (pageCount, start) = searchStart(target, pageCount: pageCount) else { return nil }
        let towardOrigin = origin < start ? -1 : 1
        for distance in 0..<min(pageCount, SegmentLimits.maximumEnabledSearch) {
            let first = start + distance * towardOrigin
            let second = start - distance * towardOrigin
            if (0..<pageCount).contains(first) && isEnabled(first) { return first }
            if (0..<pageCount).contains(second) && isEnabled(second) { return second }
        }
        return nil
    }
}
