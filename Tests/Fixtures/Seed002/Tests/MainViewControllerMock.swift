// Seed 002, "Putting Your View Controllers on a Diet Using the Clean Swift (VIP)
// Architecture, Part 3": the article's MainViewControllerMock, transcribed
// verbatim. Nothing left out.

@testable import Main

class MainViewControllerMock: MainDisplayLogic {
    var currentTimeViewModel: Main.CurrentTime.ViewModel!
    var userInfoViewModel: Main.UserInfo.ViewModel!

    func updateClockTime(viewModel: Main.CurrentTime.ViewModel) {
        currentTimeViewModel = viewModel
    }
    
    func setUserInfo(viewModel: Main.UserInfo.ViewModel) {
        userInfoViewModel = viewModel
    }
    
    func updateFromUserInfo(viewModel: Main.UserInfo.ViewModel) {
        userInfoViewModel = viewModel
    }
}
