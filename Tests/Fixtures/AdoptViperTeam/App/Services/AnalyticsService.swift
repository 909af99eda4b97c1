/// The app's analytics, which every module's interactor reports to.
protocol AnalyticsService {
    func track(_ event: String)
}
