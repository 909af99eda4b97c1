final class SettingsRouter: SettingsRouterProtocol {
    func close() {}
}
