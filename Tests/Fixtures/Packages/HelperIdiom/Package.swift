// swift-tools-version:5.9
import PackageDescription

extension Target {
    /// A feature: its sources in Features/<Name>, on Core.
    static func feature(_ name: String) -> Target {
        .target(name: name, dependencies: ["Core"], path: "Features/\(name)")
    }

    /// A feature's tests.
    static func featureTests(_ name: String) -> Target {
        .testTarget(name: name + "Tests", dependencies: [.target(name: name)], path: "FeatureTests/\(name)Tests")
    }
}

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "Core"),
        .feature("Home"),
        .featureTests("Home"),
    ]
)
