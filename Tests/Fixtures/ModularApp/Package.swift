// swift-tools-version:6.0
import PackageDescription

// A modular app: a target per feature, each with its tests, on a shared Core.
// The list's own code builds the detail: its target depends on the detail's.
let package = Package(
    name: "ModularApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ItemList", targets: ["ItemList"]), // what the app target links
    ],
    targets: [
        // A stand-in for UIKit where there is none (the end-to-end test copies Tests/Fixtures/PlatformStubs/UIKit here).
        .target(name: "UIKit"),
        .target(name: "ItemList", dependencies: ["Core", "UIKit", "ItemDetail"]),
        .testTarget(name: "ItemListTests", dependencies: ["ItemList"]),
    ],
    swiftLanguageModes: [.v6]
)
