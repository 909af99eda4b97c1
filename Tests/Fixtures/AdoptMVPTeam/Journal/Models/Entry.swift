import Foundation

struct Entry: Equatable, Sendable {
    var id: Int
    var title: String
    var text: String
}
