// The team's worker: a completion-handler store, and the shared analytics.
final class ArticlesWorker {
    weak var presenter: Articles_PresentData?
    var analytics: Analytics!
    var articleStore: ArticleStore!
}

extension ArticlesWorker: Articles_ManageData {
    func fetchArticles() {
        analytics.track("articles.fetch")
        articleStore.articles { [weak self] articles in
            self?.presenter?.present(articles: articles)
        }
    }
}
