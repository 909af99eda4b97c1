// Seed 000, "Unit Testing with Viper" (RT Blog): the article's interactor tests
// and their mocks (MockSignInInteractorOutput, MockDataFetcher), transcribed
// verbatim. Changed: `@testable import ViperExample` is `@testable import SignIn`
// (the module archgen generates). Nothing else left out (this file has no UIKit parts).

import XCTest
@testable import SignIn

class SignInInteractorTest: XCTestCase {
  
  var sut: SignInInteractor?
  var mockOutput: MockSignInInteractorOutput?
  
  override func setUp() {
    sut = SignInInteractor()
    mockOutput = MockSignInInteractorOutput()
    sut?.fetcher = MockDataFetcher()
    sut?.output = mockOutput
    super.setUp()
  }
  
  override func tearDown() {
    sut = nil
    mockOutput = nil
    super.tearDown()
  }
   
  func testFailsWithEmptyUsername() {
    sut?.signIn(username: "")
    XCTAssertFalse(mockOutput!.isSuccess)
    XCTAssertEqual(mockOutput!.error?.localizedDescription, SignInErrorCodes.empty.localizedDescription)
  }
  
  func testFailsWithOnlySpacesInUsername() {
    sut?.signIn(username: "    ")
    XCTAssertFalse(mockOutput!.isSuccess)
    XCTAssertEqual(mockOutput!.error?.localizedDescription, SignInErrorCodes.empty.localizedDescription)
  }
  
  func testFailsIfOver20CharacterLimit() {
    sut?.signIn(username: "test.verylongusernamewhichisoverthelimit")
    XCTAssertFalse(mockOutput!.isSuccess)
    XCTAssertEqual(mockOutput!.error?.localizedDescription, SignInErrorCodes.tooLong.localizedDescription)
  }
  
  func testPassesWithCorrectUsername() {
    sut?.signIn(username: "test.viper")
    XCTAssertTrue(mockOutput!.isSuccess)
    XCTAssertNil(mockOutput?.error)
  }
}

class MockSignInInteractorOutput: SignInInteractorOutput {
  
  var isSuccess = false
  var error: Error?
  
  func success() {
   isSuccess = true
  }
  
  func failed(error: Error) {
    self.error = error
  }
}

class MockDataFetcher: NetworkDataFetcher {
  
  var response: NetworkDataFetcherResponse!
  var request: URLRequest!
  
  func start() {
    response.fetcherResponseSuccess()
  }
}
