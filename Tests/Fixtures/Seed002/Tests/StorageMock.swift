// Seed 002, "Putting Your View Controllers on a Diet Using the Clean Swift (VIP)
// Architecture, Part 3": the article's StorageMock, transcribed verbatim
// (code and comments). Nothing left out. `Storage` is the protocol Main.archgen
// declares under `services`, as the article derives it from UserDefaults.

@testable import Main

class StorageMock: Storage {
    var valueSet = false
    var valueFetched = false
    var synchronizeCalled = false
    
    func set(_ value: Any?, forKey defaultName: String) {
        valueSet = true
    }
    
    func string(forKey defaultName: String) -> String? {
        valueFetched = true
        // stub returning pre-defined data
        return "TestName"
    }
    
    func synchronize() -> Bool {
        synchronizeCalled = true
        return true
    }
}
