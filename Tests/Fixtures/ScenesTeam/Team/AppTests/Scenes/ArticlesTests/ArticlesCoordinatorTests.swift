import XCTest
@testable import App

// The team's tests: a plain Swift 5 XCTest class with archgen's spies.
class ArticlesCoordinatorTests: XCTestCase {
    var coordinator: ArticlesCoordinator!
    var ui: Articles_DisplayUISpy!
    var dataManager: Articles_ManageDataSpy!
    var navigator: Articles_NavigateSpy!
    var listener: ArticlesListenerSpy!

    override func setUp() {
        super.setUp()
        ui = Articles_DisplayUISpy()
        dataManager = Articles_ManageDataSpy()
        navigator = Articles_NavigateSpy()
        listener = ArticlesListenerSpy()
        coordinator = ArticlesCoordinator(dataManager: dataManager, navigator: navigator)
        coordinator.ui = ui
        coordinator.listener = listener
    }

    func testWhenTheViewIsReadyTheArticlesAreFetched() {
        coordinator.viewIsReady()
        XCTAssertEqual(dataManager.fetchArticlesCallsCount, 1)
    }

    func testPresentedArticlesAreDisplayedByTitle() {
        coordinator.present(articles: [Article(id: 1, title: "Swift 6")])
        XCTAssertEqual(ui.displayTitlesReceivedTitles, ["Swift 6"])
    }

    func testASelectedArticleIsOpenedAndTheListenerTold() {
        let article = Article(id: 2, title: "VIPER-S")
        coordinator.didSelect(article: article)
        XCTAssertEqual(navigator.openDetailOfReceivedArticle, article)
        XCTAssertEqual(listener.articlesDidOpenReceivedArticle, article)
    }
}
