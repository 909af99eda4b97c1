// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(UIKit)
import UIKit

final class SignInViewController: UIViewController, SignInView {
    var presenter: (any SignInPresentation)!

    func updateLoading(loading: Bool) {
        // TODO: Update the UI.
    }
}
#endif
