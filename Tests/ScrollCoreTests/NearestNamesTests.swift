import Testing
@testable import ScrollCore

/// "Did you mean": edit distances worked out by hand.
@Suite struct NearestNamesTests {
    func distance(_ a: String, _ b: String) -> Int { NearestNames.distance(Array(a), Array(b)) }

    @Test func distancesCountInsertionsDeletionsSubstitutionsAndSwaps() {
        #expect(distance("kitten", "sitting") == 3)  // k→s, e→i, +g
        #expect(distance("", "abc") == 3)
        #expect(distance("widht", "width") == 1)  // one swap
        #expect(distance("widht", "weight") == 2)  // +e, d→g
        #expect(distance("ca", "abc") == 3)  // optimal string alignment: a swapped pair is not edited again
        #expect(distance("bounces", "bounces") == 0)
    }

    @Test func aSwappedPairSuggestsTheIntendedNameFirst() {
        #expect(NearestNames.suggest("widht", among: ["weight", "height", "width"]).first == "width")
        #expect(NearestNames.suggest("bounce", among: ["bounces", "alwaysBounceVertical"]) == ["bounces"])
        #expect(NearestNames.suggest("zzzz", among: ["bounces"]).isEmpty)
    }
}
