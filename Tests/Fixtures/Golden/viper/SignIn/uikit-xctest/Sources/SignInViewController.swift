// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(UIKit)
import UIKit

final class SignInViewController: UIViewController, SignInView {
    let presenter: any SignInPresentation

    init(presenter: any SignInPresentation) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func updateLoading(loading: Bool) {
        // TODO: Update the UI.
    }
}
#endif
