import XCTest
@testable import App

class ArticlesWorkerTests: XCTestCase {
    func testFetchedArticlesArePresentedAndTracked() {
        let worker = ArticlesWorker()
        let presenter = Articles_PresentDataSpy()
        let analytics = AnalyticsMock()
        let store = ArticleStoreMock()
        store.articlesCompletionClosure = { completion in completion([Article(id: 1, title: "Swift 6")]) }
        worker.presenter = presenter
        worker.analytics = analytics
        worker.articleStore = store

        worker.fetchArticles()

        XCTAssertEqual(analytics.trackReceivedEvent, "articles.fetch")
        XCTAssertEqual(presenter.presentArticlesReceivedArticles, [Article(id: 1, title: "Swift 6")])
    }
}
