import Foundation

/// The team's presenter: it keeps its delegate strongly, and formats the
/// date with a formatter of its own, which archgen's assembly leaves to the default.
@preconcurrency @MainActor
final class ProfilePresenter: ProfilePresentation {
    weak var view: (any ProfileView)?
    let interactor: any ProfileInteraction
    var delegate: (any ProfileDelegate)?
    let joined: Date
    private let dateFormatter: DateFormatter

    init(interactor: any ProfileInteraction, joined: Date, dateFormatter: DateFormatter = ProfilePresenter.yearFormatter()) {
        self.interactor = interactor
        self.joined = joined
        self.dateFormatter = dateFormatter
    }

    /// The year alone, in UTC.
    nonisolated static func yearFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy"
        return formatter
    }

    func viewDidLoad() {
        view?.show(joined: dateFormatter.string(from: joined))
    }

    func didTapDone() {
        delegate?.profileDidFinish()
    }
}
