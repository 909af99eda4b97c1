/// The team's view of a profile: it shows the name it is given.
@MainActor
final class ProfileNameView: ProfileView {
    var presenter: (any ProfilePresentation)!
    private(set) var name: String?

    func show(name: String) {
        self.name = name
    }
}
