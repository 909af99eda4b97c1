// swift-tools-version:5.9
import PackageDescription

let coreTargets: [Target] = [
    .target(name: "Core"),
]

let featureTargets: [Target] = [
    .target(name: "Home", dependencies: ["Core"]),
    .testTarget(name: "HomeTests", dependencies: ["Home"]),
]

let package = Package(
    name: "Shop",
    targets: coreTargets + featureTargets
)
