// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class ListMoviesViewController: UIViewController, ListMoviesView {
    let presenter: any ListMoviesPresentation

    init(presenter: any ListMoviesPresentation) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.fetchMovies(request: ListMovies.FetchMovies.Request())
    }

    func displayFetchMovies(viewModel: ListMovies.FetchMovies.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
