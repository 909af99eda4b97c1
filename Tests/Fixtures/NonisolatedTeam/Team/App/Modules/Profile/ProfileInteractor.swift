// The team's interactor: a completion-handler service, called back on any queue.
final class ProfileInteractor: ProfileInteraction {
    weak var output: (any ProfileInteractorOutput)?
    var profiles: (any ProfileService)!

    func loadProfile(id: String) {
        profiles.fetchProfile(id: id) { [weak self] result in
            switch result {
            case .success(let profile): self?.output?.didLoad(profile: profile)
            case .failure(let error): self?.output?.didFail(error: error)
            }
        }
    }
}
