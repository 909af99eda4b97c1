// The team's presenter, written before archgen: a plain class, as the VIPER
// reference writes it.
final class ProfilePresenter: ProfilePresentation {
    weak var view: (any ProfileView)?
    var interactor: (any ProfileInteraction)!
    var router: (any ProfileRoutable)!
    var userID: String!

    func viewDidLoad() {
        interactor.loadProfile(id: userID)
    }

    func didTapClose() {
        router.close()
    }
}

extension ProfilePresenter: ProfileInteractorOutput {
    func didLoad(profile: Profile) {
        view?.show(name: profile.name)
    }

    func didFail(error: Error) {
        view?.showError(message: "The profile could not be loaded.")
    }
}
