/// An app type beside the modules: the team's folders hold more than archgen's files.
enum AppInfo {
    static let name = "Shop"
}
