/// Analytics printed to the console, for debug builds.
public struct ConsoleAnalytics: AnalyticsService {
    public init() {}

    public func track(_ event: String) {
        print("analytics:", event)
    }
}
