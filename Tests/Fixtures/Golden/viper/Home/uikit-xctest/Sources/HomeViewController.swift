// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation

#if canImport(UIKit)
import UIKit

final class HomeViewController: UIViewController, HomeView {
    var presenter: (any HomePresentation)!

    func display(title: String) {
        // TODO: Update the UI.
    }
}
#endif
