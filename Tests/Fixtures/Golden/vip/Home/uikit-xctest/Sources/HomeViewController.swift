// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation

#if canImport(UIKit)
import UIKit

final class HomeViewController: UIViewController, HomeDisplayLogic {
    /// The scene, linked by `HomeConfigurator`: the view controller owns it.
    var interactor: (any HomeBusinessLogic)?
    var router: (any HomeRoutingLogic & HomeDataPassing)?

    func display(title: String) {
        // TODO: Update the UI.
    }
}
#endif
