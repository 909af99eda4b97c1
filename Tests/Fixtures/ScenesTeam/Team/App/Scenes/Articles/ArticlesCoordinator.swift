// The team's director, which it calls a coordinator: plain Swift 5, as the
// VIPER-S reference writes it.
final class ArticlesCoordinator {
    weak var ui: Articles_DisplayUI?
    var dataManager: Articles_ManageData!
    var navigator: Articles_Navigate!
    weak var delegate: ArticlesListener?
}

extension ArticlesCoordinator: Articles_HandleUIEvents {
    func viewIsReady() {
        dataManager.fetchArticles()
    }

    func didSelect(article: Article) {
        navigator.openDetail(of: article)
        delegate?.articlesDidOpen(article)
    }
}

extension ArticlesCoordinator: Articles_PresentData {
    func present(articles: [Article]) {
        ui?.display(titles: articles.map { ($0 as Describable).title })
    }
}
