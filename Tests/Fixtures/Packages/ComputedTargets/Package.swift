// swift-tools-version:5.9
import PackageDescription

let features = ["Home", "Search"]

let package = Package(
    name: "Shop",
    targets: [.target(name: "Core")]
)

for feature in features {
    package.targets.append(.target(name: feature, dependencies: ["Core"]))
    package.targets.append(.testTarget(name: feature + "Tests", dependencies: [.target(name: feature)]))
}
