// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [.target(name: "Core")]
)

// Features
package.targets += [
    .target(name: "Home", dependencies: ["Core"]),
    .testTarget(name: "HomeTests", dependencies: ["Home"])
]
