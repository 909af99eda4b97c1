// swift-tools-version:5.9
import PackageDescription

var package = Package(
    name: "Shop",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Home", targets: ["Home"]),
    ],
    targets: [
        .target(
            name: "Core"
        ),
        .target(
            name: "Home",
            dependencies: ["Core"]
        ),
        .testTarget(
            name: "HomeTests",
            dependencies: ["Home"]
        ),
    ]
)

// The team's checks, on every module and its tests.
package.targets = package.targets.map { target -> Target in
    if target.type == .regular || target.type == .test {
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("SHOP_CHECKS")]
    }
    return target
}
