import Foundation

struct Note: Equatable {
    let id: Int
    let title: String
}
