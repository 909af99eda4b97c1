// Created by archgen from ListMovies.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class ListMoviesViewController: UIViewController, ListMoviesView {
    var presenter: (any ListMoviesPresentation)!

    func displayFetchMovies(viewModel: ListMovies.FetchMovies.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
