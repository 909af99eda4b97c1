// Seed 000, "Unit Testing with Viper" (RT Blog): the article's SignInInteractor
// and its `extension SignInInteractor: NetworkDataFetcherResponse`, transcribed
// verbatim. Nothing left out; `removeWhiteSpace()`, which the article uses
// without showing it, is in StringWhitespace.swift.
// archgen's seed-compatibility test compiles it against the generated SignIn contract.

class SignInInteractor: SignInInteraction {
  
  var output: SignInInteractorOutput?
  var fetcher: NetworkDataFetcher!
  
  func signIn(username: String) {
    let stripWhitespace = username.removeWhiteSpace()
    guard stripWhitespace.count > 0 else {
      output?.failed(error: SignInErrorCodes.empty)
      return
    }
    guard stripWhitespace.count < 20 else {
      output?.failed(error: SignInErrorCodes.tooLong)
      return
    }
    fetcher.response = self
    fetcher.start()
  }
}

extension SignInInteractor: NetworkDataFetcherResponse {

  func fetcherResponseSuccess() {
    output?.success()
  }

  func fetcherResponseFailed(error: Error) {
    output?.failed(error: error)
  }
}
