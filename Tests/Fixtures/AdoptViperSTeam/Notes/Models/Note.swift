struct Note: Equatable {
    let id: Int
    var text: String
}
