/// How a pager moves under the finger and after release, as pure functions of position and velocity.
///
/// Positions are fractional page indices (1.5 is half-way between the
/// second and third page) and velocities are pages per second, so nothing
/// here depends on the widget's width. The GTK layer divides pixels by the
/// page width before asking.
public struct PagerPhysics: Hashable, Sendable {
    /// The release speed, in pages per second, above which a short drag still moves one page.
    public var flickVelocity: Double
    /// iOS's rubber-band constant: how stiff the pull past the first or last page feels (0.55 feels native).
    public var rubberBandCoefficient: Double
    /// The furthest, in pages, a pull past either end can ever show: the asymptote of the rubber band.
    public var rubberBandLimit: Double
    /// The settle spring's constant `k` (with the mass below; libadwaita's carousel uses 500 and 0.5).
    public var stiffness: Double
    /// The settle spring's mass.
    public var mass: Double
    /// Below this distance from the target (in pages) the settle spring counts as at rest.
    public var epsilon: Double
    /// The most pages a settle slides across; a farther page is reached by first jumping to this many
    /// pages short of it (as Android's ViewPager2 does), so a click on a far segment neither makes every
    /// page in between nor spends its frames on them.
    public var maximumSlide: Double

    /// Creates physics; non-finite or non-positive values fall back to the defaults, so a pager always settles.
    public init(
        flickVelocity: Double = 0.5, rubberBandCoefficient: Double = 0.55, rubberBandLimit: Double = 0.5,
        stiffness: Double = 500, mass: Double = 0.5, epsilon: Double = 0.001, maximumSlide: Double = 10
    ) {
        func valid(_ value: Double, _ fallback: Double) -> Double { value.isFinite && value > 0 ? value : fallback }
        self.flickVelocity = valid(flickVelocity, 0.5)
        self.rubberBandCoefficient = valid(rubberBandCoefficient, 0.55)
        self.rubberBandLimit = valid(rubberBandLimit, 0.5)
        self.stiffness = valid(stiffness, 500)
        self.mass = valid(mass, 0.5)
        self.epsilon = valid(epsilon, 0.001)
        self.maximumSlide = max(1, valid(maximumSlide, 10))
    }

    /// The spring's natural frequency `√(k/m)`, in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    // MARK: Dragging

    /// The position shown for a finger that has pulled the pages to `raw` (unbounded).
    ///
    /// Inside `0...count-1` the pages follow the finger exactly; past either
    /// end the overshoot `x` shows as `L·(1 − 1/(c·x/L + 1))`, which starts
    /// with slope `c` and never reaches `L`, so the edge feels like elastic.
    public func rubberBanded(_ raw: Double, pageCount: Int) -> Double {
        guard raw.isFinite else { return 0 }
        let last = Double(max(0, pageCount - 1))
        if raw < 0 { return -resist(-raw) }
        if raw > last { return last + resist(raw - last) }
        return raw
    }

    /// The raw finger position that ``rubberBanded(_:pageCount:)`` shows as `shown`: where a new drag starts mid-bounce.
    public func unrubberBanded(_ shown: Double, pageCount: Int) -> Double {
        guard shown.isFinite else { return 0 }
        let last = Double(max(0, pageCount - 1))
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
    public func releaseTarget(position: Double, velocity: Double, pageCount: Int) -> Int {
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
    public func slideStart(from position: Double, to target: Double) -> Double {
        guard position.isFinite else { return target }
        // At least one page always slides, whatever the property was set to.
        let limit = maximumSlide.isFinite ? max(1, maximumSlide) : 10
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
    public func settleCurve(from position: Double, velocity: Double, to target: Double) -> SpringCurve {
        let from = position.isFinite ? position : target
        var v = velocity.isFinite ? velocity : 0
        let distance = target - from
        let cap = naturalFrequency * abs(distance)
        if v > cap { v = cap }
        if v < -cap { v = -cap }
        if distance == 0 { v = 0 }
        return SpringCurve(
            from: from, to: target, initialVelocity: v, dampingRatio: 1, stiffness: stiffness, mass: mass,
            epsilon: epsilon)
    }

    /// The enabled page nearest `target`, searching towards `origin` first so a swipe never jumps over where it came from.
    ///
    /// Returns `nil` when no page in `0..<pageCount` is enabled. The search
    /// stops at the first hit, so it costs the distance to it, not the page count.
    public static func nearestEnabled(
        to target: Int, from origin: Int, pageCount: Int, isEnabled: (Int) -> Bool
    ) -> Int? {
        guard pageCount > 0 else { return nil }
        let start = min(max(target, 0), pageCount - 1)
        let towardOrigin = origin < start ? -1 : 1
        for distance in 0..<pageCount {
            let first = start + distance * towardOrigin
            let second = start - distance * towardOrigin
            if (0..<pageCount).contains(first) && isEnabled(first) { return first }
            if (0..<pageCount).contains(second) && isEnabled(second) { return second }
        }
        return nil
    }
}
