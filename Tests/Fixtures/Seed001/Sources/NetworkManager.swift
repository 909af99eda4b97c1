// Seed 001 (part 3, "Testing the worker"): the fake NetworkManager the
// example project compiles into its test target in place of the real one.
// It answers at once from `storedItems`, or fails when `nextCallWillFail` is
// set: the two properties the article shows. archgen's seed build compiles
// it with the module's sources, since the spec has no network layer.

import Foundation

class NetworkManager {

    static var storedItems:[Item] = []
    static var nextCallWillFail: Bool = false

    static func getItems(completion: @escaping ([Item], Bool) -> Void) {
        if nextCallWillFail {
            completion([], false)
        } else {
            completion(storedItems, true)
        }
    }

    static func flushItems(completion: @escaping (Bool) -> Void) {
        if nextCallWillFail {
            completion(false)
        } else {
            storedItems = []
            completion(true)
        }
    }
}
