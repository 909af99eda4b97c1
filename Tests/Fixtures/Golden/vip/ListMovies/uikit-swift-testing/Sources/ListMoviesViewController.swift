// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class ListMoviesViewController: UIViewController, ListMoviesDisplayLogic {
    /// The scene, linked by `ListMoviesConfigurator`: the view controller owns it.
    var interactor: (any ListMoviesBusinessLogic)?
    var router: (any ListMoviesDataPassing)?

    func displayFetchMovies(viewModel: ListMovies.FetchMovies.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
