// swift-tools-version:5.9
import PackageDescription

let package = Package(
	name: "Shop",
	targets: [
		.target(name: "Core"),
	]
)

package.targets.append(.target(name: "Home", dependencies: ["Core"]))
package.targets.append(.testTarget(name: "HomeTests", dependencies: ["Home"]))

#if os(Linux)
package.targets.append(.target(name: "LinuxSupport"))
#endif
