import SegmentCore
import Testing

@Suite struct PagerPhysicsLongSwipeTests {
    let physics = PagerPhysics()

    @Test func aFastFlickProjectsAcrossSeveralPages() {
        // 10 pages/s coasts 10 · 0.325 = 3.25 pages: from 1.2 the pages come to rest near 4.45, so page 4.
        #expect(physics.longSwipeTarget(position: 1.2, velocity: 10, pageCount: 20) == 4)
        #expect(physics.longSwipeTarget(position: 8.8, velocity: -10, pageCount: 20) == 6)
        // The short rule moves one page for the same release.
        #expect(physics.releaseTarget(position: 1.2, velocity: 10, pageCount: 20) == 2)
    }

    @Test func aLongSwipeNeverMovesLessThanAShortOne() {
        // 0.6 pages/s coasts 0.2 pages: not enough to round to the next page, but it is a flick, so one page.
        #expect(physics.longSwipeTarget(position: 2.1, velocity: 0.6, pageCount: 5) == 3)
        #expect(physics.longSwipeTarget(position: 2.9, velocity: -0.6, pageCount: 5) == 2)
        // A slow release goes to the nearest page, as without long swipes.
        #expect(physics.longSwipeTarget(position: 2.4, velocity: 0.4, pageCount: 5) == 2)
        #expect(physics.longSwipeTarget(position: 2.6, velocity: 0, pageCount: 5) == 3)
    }

    @Test func theTargetGrowsWithTheSpeed() {
        var last = 0
        for speed in stride(from: 0.5, through: 60, by: 0.5) {
            let target = physics.longSwipeTarget(position: 0, velocity: speed, pageCount: 100)
            #expect(target >= last, "speed \(speed)")
            last = target
        }
        #expect(last > 10, "a very fast flick goes far")
    }

    @Test func theTargetIsAlwaysAPage() {
        #expect(physics.longSwipeTarget(position: 2, velocity: 1e300, pageCount: 5) == 4)
        #expect(physics.longSwipeTarget(position: 2, velocity: -.greatestFiniteMagnitude, pageCount: 5) == 0)
        #expect(physics.longSwipeTarget(position: .nan, velocity: 5, pageCount: 5) == 0)
        #expect(physics.longSwipeTarget(position: 1, velocity: .infinity, pageCount: 5) == 1)
        #expect(physics.longSwipeTarget(position: 1, velocity: .nan, pageCount: 5) == 1)
        #expect(physics.longSwipeTarget(position: 1, velocity: 5, pageCount: 0) == 0)
        #expect(physics.longSwipeTarget(position: 1, velocity: 5, pageCount: -3) == 0)
        let huge = physics.longSwipeTarget(position: 1e300, velocity: 1e300, pageCount: .max)
        #expect(huge >= 0)
        #expect(physics.longSwipeTarget(position: -1e300, velocity: -5, pageCount: 1 << 40) == 0)
    }
}
