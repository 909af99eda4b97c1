#if canImport(UIKit)
import UIKit

final class SettingsViewController: UIViewController, SettingsViewProtocol {
    var presenter: SettingsPresenterProtocol!

    func show(version: String) {
        title = version
    }
}
#endif
