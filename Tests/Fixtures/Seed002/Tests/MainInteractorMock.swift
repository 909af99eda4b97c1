// Ours, not the article's: seed 002 ("Putting Your View Controllers on a Diet
// Using the Clean Swift (VIP) Architecture, Part 3") uses MainInteractorMock in
// MainViewControllerSpec (`interactor.getUserInfoCalled`) but never shows it.
// Written in the manner of the article's MainPresenterMock: one Boolean flag
// per MainBusinessLogic method, set when it is called.

@testable import Main

class MainInteractorMock: MainBusinessLogic {
    var updateCurrentTimeCalled = false
    var saveUserInfoCalled = false
    var getUserInfoCalled = false
    var showGreetingCalled = false
    var userInfoChangedCalled = false

    func updateCurrentTime() {
        updateCurrentTimeCalled = true
    }

    func saveUserInfo(request: Main.UserInfo.Request) {
        saveUserInfoCalled = true
    }

    func getUserInfo() {
        getUserInfoCalled = true
    }

    func showGreeting() {
        showGreetingCalled = true
    }

    func userInfoChanged(request: Main.UserInfo.Request) {
        userInfoChangedCalled = true
    }
}
