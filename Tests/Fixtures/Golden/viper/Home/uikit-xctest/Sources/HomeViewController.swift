// Created by archgen from Home.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class HomeViewController: UIViewController, HomeView {
    let presenter: any HomePresentation

    init(presenter: any HomePresentation) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func display(title: String) {
        // TODO: Update the UI.
    }
}
#endif
