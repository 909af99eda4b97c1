/// The app's analytics, which every module's worker reports to.
protocol AnalyticsService {
    func track(_ event: String)
}
