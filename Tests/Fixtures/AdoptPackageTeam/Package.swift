// swift-tools-version:6.0
import PackageDescription

// The accounts features, a target each; the app target depends on them.
let package = Package(
    name: "Accounts",
    products: [
        .library(name: "Login", targets: ["Login"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "Login", dependencies: ["Profile", "Core"]),
        .target(name: "Profile", dependencies: ["Core"]),
        .testTarget(name: "LoginTests", dependencies: ["Login"]),
        .testTarget(name: "ProfileTests", dependencies: ["Profile"]),
    ]
)
