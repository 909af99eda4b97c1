// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class ListMoviesViewController: UIViewController, ListMoviesDisplayLogic {
    /// The scene, linked by `ListMoviesConfigurator`: the view controller owns it.
    let interactor: any ListMoviesBusinessLogic
    let router: any ListMoviesDataPassing

    init(interactor: any ListMoviesBusinessLogic, router: any ListMoviesDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor.fetchMovies(request: ListMovies.FetchMovies.Request())
    }

    func displayFetchMovies(viewModel: ListMovies.FetchMovies.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
