/// archgen.yml's `defaults:`: what a spec gets for the keys it leaves out.
extension ProjectSettingsBuilder {
    /// `defaults:`, whose `style` may name a built-in style or one of `styles`' own
    /// (`declared` are the names under `styles:`: one whose entry is in error is reported there only);
    /// `isolation` left out fits the build's `languageMode`; `observation` left out follows
    /// `deploymentTarget` when it is given (`DeploymentTarget`).
    mutating func defaults(_ pair: YAMLPair?, styles: StyleRegistry, declared: Set<String>, languageMode: Int) -> SpecDefaults {
        var defaults = SpecDefaults(styles: styles)
        defaults.isolation = .default(languageMode: languageMode)
        guard let entries = mapping(pair) else { return defaults }
        let values = settingPairs(entries, keys: Self.defaultsKeys)
        if let pair = values["style"], let name = scalar(pair) {
            if styles.entry(named: name) != nil {
                defaults.styleName = name
            } else if !declared.contains(name) {
                error("unknown style '\(name)'", at: valueLocation(pair), hint: styles.unknownStyleHint(for: name))
            }
        }
        defaults.platform = choice(values["platform"], as: Platform.self)
        defaults.tests = choice(values["tests"], as: TestFramework.self)
        defaults.appModule = appModule(values["appModule"])
        defaults.access = choice(values["access"], as: Access.self)
        defaults.isolation = choice(values["isolation"], as: Isolation.self) ?? defaults.isolation
        // An explicit `observation` wins over the one the deployment target allows.
        let target = deploymentTarget(values["deploymentTarget"])
        defaults.observation = choice(values["observation"], as: ObservationKind.self) ?? target?.observation
        return defaults
    }

    /// `deploymentTarget: "16.0"`: the oldest iOS the app runs on; an error at a value that is no version.
    private mutating func deploymentTarget(_ pair: YAMLPair?) -> DeploymentTarget? {
        guard let pair, let text = scalar(pair) else { return nil }
        guard let target = DeploymentTarget(text) else {
            error("deploymentTarget '\(text)' is not an iOS version", at: valueLocation(pair),
                  hint: "write it as Xcode's IPHONEOS_DEPLOYMENT_TARGET is, such as \"16.0\"")
            return nil
        }
        return target
    }
}
