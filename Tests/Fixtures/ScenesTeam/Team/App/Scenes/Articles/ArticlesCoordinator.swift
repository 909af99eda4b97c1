// The team's director, which it calls a coordinator: plain Swift 5, as the
// VIPER-S reference writes it, but given its worker and navigator in init.
final class ArticlesCoordinator {
    weak var ui: Articles_DisplayUI?
    let dataManager: Articles_ManageData
    let navigator: Articles_Navigate
    weak var listener: ArticlesListener?

    init(dataManager: Articles_ManageData, navigator: Articles_Navigate) {
        self.dataManager = dataManager
        self.navigator = navigator
    }
}

extension ArticlesCoordinator: Articles_HandleUIEvents {
    func viewIsReady() {
        dataManager.fetchArticles()
    }

    func didSelect(article: Article) {
        navigator.openDetail(of: article)
        listener?.articlesDidOpen(article)
    }
}

extension ArticlesCoordinator: Articles_PresentData {
    func present(articles: [Article]) {
        ui?.display(titles: articles.map { ($0 as Describable).title })
    }
}
