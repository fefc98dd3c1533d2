import Testing
@testable import ScrollCore

/// Issue 31: one typed time between the millisecond boundary (scripts, CSV) and the models' seconds.
@Suite struct InstantTests {
    @Test func secondsAreMillisecondsOverAThousand() {
        #expect(Instant(milliseconds: 1500).seconds == 1.5)
        #expect(Instant(seconds: 0.25).milliseconds == 250)
        #expect(Instant.zero.seconds == 0)
    }

    /// A frame time named in ms comes back out as exactly the ms it was named in (a round trip
    /// through seconds would not: 1000/60·15 ms is such a time).
    @Test func millisecondsAreKeptAsNamed() {
        let named = 1000.0 / 60 * 15
        #expect(((named / 1000) * 1000) != named, "the round trip through seconds moves this time")
        #expect(Instant(milliseconds: named).milliseconds == named)
    }

    @Test func instantsOrderByTime() {
        #expect(Instant(milliseconds: 16) < Instant(seconds: 0.017))
        #expect(max(Instant(milliseconds: 40), Instant(seconds: 0.03)) == Instant(milliseconds: 40))
    }
}
