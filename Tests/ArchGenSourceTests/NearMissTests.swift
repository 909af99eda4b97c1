import ArchGenSource
import XCTest

/// "Did you mean ...?": a likely typo finds its word, anything else finds nothing.
final class NearMissTests: XCTestCase {
    func testTheClosestCandidateWithinATypo() {
        let keys = ["style", "module", "events", "useCases", "viper-s"]
        let cases: [(String, String?)] = [
            ("stlye", "style"), ("modul", "module"), ("Style", "style"), ("usecases", "useCases"),
            ("viperS", "viper-s"), ("VIPER_S", "viper-s"), ("colour", nil), ("", nil), ("x", nil),
        ]
        for (word, expected) in cases {
            XCTAssertEqual(NearMiss.closest(to: word, in: keys), expected, word)
        }
    }

    func testTheHintIsPhrasedOnce() {
        XCTAssertEqual(NearMiss.hint(for: "evnets", in: ["events", "state"]), "did you mean 'events'?")
        XCTAssertNil(NearMiss.hint(for: "routes", in: ["events", "state"]))
    }
}
