struct Order: Equatable {
    let id: String
    let title: String
    let total: Double
}
