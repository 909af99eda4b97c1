import Foundation

/// The other ways a manifest goes through its targets after listing them:
/// a loop, a chain of calls, a function of its own, targets derived from them.
extension ProcessedManifest {
    /// `for target in package.targets where ... { target.swiftSettings = ... }`.
    static let loopedOver = ProcessedManifest(shape: "looped over", text: """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
          name: "Pantry",
          targets: [
            .target(name: "Core"),
            .target(name: "Shelves", dependencies: ["Core"]),
            .testTarget(name: "ShelvesTests", dependencies: ["Shelves"]),
          ]
        )

        for target in package.targets where target.type != .binary {
          var settings = target.swiftSettings ?? []
          settings.append(.define("PANTRY_CHECKED"))
          target.swiftSettings = settings
        }

        """, old: """
            .testTarget(name: "ShelvesTests", dependencies: ["Shelves"]),

        """, new: """
            .testTarget(name: "ShelvesTests", dependencies: ["Shelves"]),
            .target(name: "Cart", dependencies: ["Core"]),
            .testTarget(name: "CartTests", dependencies: ["Cart"]),

        """, note: """
        Package.swift:15:1: note: 'Cart' and 'CartTests' are added to the targets list; the manifest's code that goes through that list, from this line on, applies to them as to every other target
        for target in package.targets where target.type != .binary {
        ^

        """, proof: ("Cart", "PANTRY_CHECKED"))

    /// `package.targets.filter { ... }.forEach { ... }`, over lines.
    static let forEachChain = ProcessedManifest(shape: "forEach chain", text: """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Garden",
            targets: [
                .target(name: "Core"),
                .target(name: "Beds", dependencies: ["Core"]),
            ]
        )

        package.targets
            .filter { $0.type == .regular }
            .forEach { $0.swiftSettings = [.define("GARDEN_STRICT")] }

        """, old: """
                .target(name: "Beds", dependencies: ["Core"]),

        """, new: """
                .target(name: "Beds", dependencies: ["Core"]),
                .target(name: "Cart", dependencies: ["Core"]),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),

        """, note: """
        Package.swift:14:1: note: 'Cart' and 'CartTests' are added to the targets list; the manifest's code that goes through that list, from this line on, applies to them as to every other target
        package.targets
        ^

        """, proof: ("Cart", "GARDEN_STRICT"))

    /// A function of an `extension Package` that goes through `targets`, called on the package.
    static let packageExtension = ProcessedManifest(shape: "package extension", text: """
        // swift-tools-version:5.9
        import PackageDescription

        extension Package {
            /// The team's settings, on every module.
            func applyTeamSettings() {
                for target in targets where target.type == .regular {
                    target.swiftSettings = [.define("TEAM_SETTINGS")]
                }
            }
        }

        let package = Package(
            name: "Atelier",
            targets: [
                .target(name: "Core"),
                .target(name: "Easel", dependencies: ["Core"]),
            ]
        )
        package.applyTeamSettings()

        """, old: """
                .target(name: "Easel", dependencies: ["Core"]),

        """, new: """
                .target(name: "Easel", dependencies: ["Core"]),
                .target(name: "Cart", dependencies: ["Core"]),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),

        """, note: """
        Package.swift:22:1: note: 'Cart' and 'CartTests' are added to the targets list; the manifest's code that goes through that list, from this line on, applies to them as to every other target
        package.applyTeamSettings()
        ^

        """, proof: ("Cart", "TEAM_SETTINGS"))

    /// `package.targets.append(contentsOf: package.targets.filter { ... }.map { ... })`:
    /// targets derived from the list's, the new one's too.
    static let derived = ProcessedManifest(shape: "derived", text: """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Studio",
            targets: [
                .target(name: "Core"),
                .target(name: "Canvas", dependencies: ["Core"]),
            ]
        )

        // Each feature gets a target of its previews.
        package.targets.append(contentsOf: package.targets.filter { $0.type == .regular && $0.name != "Core" }.map {
            .target(name: $0.name + "Previews", dependencies: [.target(name: $0.name)], path: "Previews/" + $0.name)
        })

        """, old: """
                .target(name: "Canvas", dependencies: ["Core"]),

        """, new: """
                .target(name: "Canvas", dependencies: ["Core"]),
                .target(name: "Cart", dependencies: ["Core"]),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),

        """, note: """
        Package.swift:15:1: note: 'Cart' and 'CartTests' are added to the targets list; the manifest's code that goes through that list, from this line on, applies to them as to every other target
        package.targets.append(contentsOf: package.targets.filter { $0.type == .regular && $0.name != "Core" }.map {
        ^

        """, proof: ("CartPreviews", "Previews/Cart"))

    static let all = [remapped, remappedTwice, variableFiltered, loopedOver, forEachChain, packageExtension, derived]
}
