final class ConsoleAnalytics: AnalyticsService {
    func track(_ event: String) {
        print("analytics:", event)
    }
}
