// Seed 002, "Putting Your View Controllers on a Diet Using the Clean Swift (VIP)
// Architecture, Part 3": the article's MainPresenterMock, transcribed verbatim,
// but for one change: the article declares `showAlert(response:)` twice, which
// does not compile, so the second, identical declaration is left out.
// `showAlert` and `showToast` belong to the article's `AlertPresenter`, which
// Main.archgen does not declare; here they are the mock's own methods.

@testable import Main

class MainPresenterMock: MainPresentationLogic {
    var displayCurrentTimeCalled = false
    var setUserInfoCalled = false
    var updateUserInfoCalled = false
    var showToastCalled = false
    var showAlertCalled = false
    
    func showAlert(response: MessageProtocol) {
        showAlertCalled = true
    }
    
    func displayCurrentTime(response: Main.CurrentTime.Response) {
        displayCurrentTimeCalled = true
    }
    
    func setUserInfo(response: Main.UserInfo.Response) {
        setUserInfoCalled = true
    }
    
    func updateUserInfo(response: Main.UserInfo.Response) {
        updateUserInfoCalled = true
    }

    func showToast(response: MessageProtocol) {
        showToastCalled = true
    }
}
