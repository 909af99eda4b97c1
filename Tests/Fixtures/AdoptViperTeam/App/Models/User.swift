struct User: Equatable {
    let id: String
    let name: String
}
