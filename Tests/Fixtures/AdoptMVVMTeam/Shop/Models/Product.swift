struct Product: Equatable {
    let id: Int
    let title: String
    let price: Double
}
