// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(UIKit)
import UIKit

final class SignInViewController: UIViewController, SignInDisplayLogic {
    /// The scene, linked by `SignInConfigurator`: the view controller owns it.
    let interactor: any SignInBusinessLogic
    let router: any SignInRoutingLogic & SignInDataPassing

    init(interactor: any SignInBusinessLogic, router: any SignInRoutingLogic & SignInDataPassing) {
        self.interactor = interactor
        self.router = router
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
