import XCTest
@testable import App

final class ProfileInteractorTests: XCTestCase {
    func testAFetchedProfileGoesToTheOutput() {
        let interactor = ProfileInteractor()
        let output = ProfileInteractorOutputSpy()
        let profiles = ProfileServiceMock()
        profiles.fetchProfileIdCompletionClosure = { id, completion in
            completion(.success(Profile(id: id, name: "Ada")))
        }
        interactor.output = output
        interactor.profiles = profiles

        interactor.loadProfile(id: "42")

        XCTAssertEqual(profiles.fetchProfileIdCompletionReceivedArguments?.id, "42")
        XCTAssertEqual(output.didLoadProfileReceivedProfile, Profile(id: "42", name: "Ada"))
    }

    func testTheTeamsServiceReportsAnUnknownProfile() {
        let interactor = ProfileInteractor()
        let output = ProfileInteractorOutputSpy()
        interactor.output = output
        interactor.profiles = InMemoryProfileService()

        interactor.loadProfile(id: "7")

        XCTAssertEqual((output.didFailErrorReceivedError as? ProfileNotFound)?.id, "7")
    }
}
