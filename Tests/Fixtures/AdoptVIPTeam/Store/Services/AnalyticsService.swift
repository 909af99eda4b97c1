/// The app's analytics, which every scene's interactor reports to.
protocol AnalyticsService {
    func track(_ event: String)
}
