// Seed 000, "Unit Testing with Viper" (RT Blog): the article's SignInPresenter,
// transcribed verbatim (code and comments). Nothing left out.
// archgen's seed-compatibility test compiles it against the generated SignIn contract.

class SignInPresenter: SignInPresentation {
 
  weak var view: SignInView?
  var router: SignInRoutable!
  var interactor: SignInInteraction!
  
  // When the sign in process begins it first tells the view to update its loading state before asking the interactor to sign in.
  func signIn(username: String) {
    view?.updateLoading(loading: true)
    interactor.signIn(username: username)
  }
}

extension SignInPresenter: SignInInteractorOutput {
  
  // Once a success call is fire we update the loading state of the view. If we progressed with this exmaple we may also ask the router to move to the next controller.
  func success() {
    view?.updateLoading(loading: false)
  }
  
  // If the interactor fails for any resason we update the view state and show a loading screen.
  func failed(error: Error) {
    view?.updateLoading(loading: false)
    router.showAlert(for: error)
  }
}
