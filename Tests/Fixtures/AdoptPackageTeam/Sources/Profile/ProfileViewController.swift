#if canImport(UIKit)
import UIKit

final class ProfileViewController: UIViewController, ProfileViewProtocol {
    var presenter: ProfilePresenterProtocol!

    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameLabel)
        presenter.viewDidLoad()
    }

    func show(name: String) {
        nameLabel.text = name
    }

    func showSignedOut() {
        nameLabel.text = nil
    }
}
#endif
