/// The app's analytics, which every feature reports to.
public protocol AnalyticsService {
    func track(_ event: String)
}
