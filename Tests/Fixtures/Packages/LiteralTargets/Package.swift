// swift-tools-version:5.9
import PackageDescription

// A modular app: a target per feature, each with its tests, on a shared Core.
let package = Package(
    name: "Shop",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Core", targets: ["Core"]), // what the app target links
    ],
    targets: [
        // Shared models and services.
        .target(name: "Core"),
        .testTarget(name: "CoreTests", dependencies: ["Core"]) // its tests
    ]
)
