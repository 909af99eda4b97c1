import Foundation

/// Manifests that go through their targets again after listing them, one per
/// shape seen in public modular apps, written for these tests: the Cart module
/// (on `Core`) goes into the list, and the manifest's later code gives it what
/// it gives every other target. Each shape says what its edit changes, the
/// note archgen prints, and what SwiftPM reads of that code's work on Cart.
struct ProcessedManifest {
    var shape: String
    var text: String
    /// What the edit replaces (unique in `text`), and with what.
    var old: String
    var new: String
    var note: String
    /// A target in SwiftPM's reading of the edited manifest and a string in
    /// its JSON that shows the later code went through Cart; nil when that
    /// code runs only under a condition.
    var proof: (target: String, shows: String)?

    var edited: String { text.replacing(old, with: new) }

    /// `package.targets = package.targets.map { ... }` after `var package = Package(...)`,
    /// a commented-out target at the end of the list (DroidKaigi 2022).
    static let remapped = ProcessedManifest(shape: "remapped", text: """
        // swift-tools-version:5.9
        import PackageDescription

        var package = Package(
            name: "Festival",
            defaultLocalization: "en",
            platforms: [.macOS(.v13)],
            products: [
                .library(name: "Schedule", targets: ["Schedule"]),
            ],
            targets: [
                .target(
                    name: "Core"
                ),
                .target(
                    name: "Schedule",
                    dependencies: [
                        .target(name: "Core"),
                    ]
                ),
                .testTarget(
                    name: "ScheduleTests",
                    dependencies: ["Schedule"]
                ),
        //        .target(
        //            name: "Tickets"
        //        ),
            ]
        )

        // Every module is linted alike.
        package.targets = package.targets.map { target -> Target in
            if target.type == .regular || target.type == .test {
                var settings = target.swiftSettings ?? []
                settings.append(.define("FESTIVAL_LINT"))
                target.swiftSettings = settings
            }
            return target
        }

        """, old: """
                    dependencies: ["Schedule"]
                ),

        """, new: """
                    dependencies: ["Schedule"]
                ),
                .target(name: "Cart", dependencies: ["Core"]),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),

        """, note: """
        Package.swift:34:1: note: 'Cart' and 'CartTests' are added to the targets list; the manifest's code that goes through that list, from this line on, applies to them as to every other target
        package.targets = package.targets.map { target -> Target in
        ^

        """, proof: ("Cart", "FESTIVAL_LINT"))

    /// Two remaps, the second in an `#if` with an `import`; a list without a trailing comma (DroidKaigi 2023).
    static let remappedTwice = ProcessedManifest(shape: "remapped twice", text: """
        // swift-tools-version:5.9
        import PackageDescription

        var package = Package(
            name: "Conference",
            platforms: [.macOS(.v13)],
            targets: [
                .target(
                    name: "Core",
                    dependencies: []
                ),

                .target(
                    name: "Speakers",
                    dependencies: [
                        "Core",
                    ]
                ),
                .testTarget(
                    name: "SpeakersTests",
                    dependencies: [
                        "Speakers",
                    ]
                )
            ]
        )

        // Strict checks for every module and its tests.
        package.targets = package.targets.map { target in
            if target.type == .regular || target.type == .test {
                target.swiftSettings = (target.swiftSettings ?? []) + [.define("CONFERENCE_STRICT")]
            }
            return target
        }

        #if canImport(Darwin)
        import Darwin

        // No resources on CI machines.
        package.targets = package.targets.map { target in
            if getenv("CI") != nil {
                target.resources = []
            }
            return target
        }
        #endif

        """, old: """
                        "Speakers",
                    ]
                )

        """, new: """
                        "Speakers",
                    ]
                ),
                .target(name: "Cart", dependencies: ["Core"]),
                .testTarget(name: "CartTests", dependencies: ["Cart"])

        """, note: """
        Package.swift:31:1: note: 'Cart' and 'CartTests' are added to the targets list; the manifest's code that goes through that list, from this line on, applies to them as to every other target
        package.targets = package.targets.map { target in
        ^

        """, proof: ("Cart", "CONFERENCE_STRICT"))

    /// `var targets: [Target] = [...]`, then `targets = targets.compactMap { ... }`
    /// in an `if`, before `Package(..., targets: targets)` (sourcekit-lsp).
    static let variableFiltered = ProcessedManifest(shape: "variable filtered", text: """
        // swift-tools-version:5.9
        import Foundation
        import PackageDescription

        /// Settings every Swift target gets.
        var sharedSettings: [SwiftSetting] {
          [.define("INDEXER")]
        }

        var products: [Product] = [
          .library(name: "Indexer", targets: ["Indexer"]),
        ]

        var targets: [Target] = [
          // MARK: Core

          .target(
            name: "Core",
            dependencies: [],
            swiftSettings: sharedSettings
          ),

          // MARK: Indexer

          .target(
            name: "Indexer",
            dependencies: ["Core"],
            swiftSettings: sharedSettings
          ),

          .testTarget(
            name: "IndexerTests",
            dependencies: ["Indexer"],
            swiftSettings: sharedSettings
          ),
        ]

        if onlyTestSupport {
          products = []
          targets = targets.compactMap { target in
            guard target.isTest || target.name.hasSuffix("TestSupport") else {
              return nil
            }
            return target
          }
        }

        let package = Package(
          name: "Indexer",
          products: products,
          targets: targets
        )

        /// Only the tests and their support, for a CI job that builds the rest otherwise.
        var onlyTestSupport: Bool { ProcessInfo.processInfo.environment["INDEXER_ONLY_TESTS"] != nil }

        """, old: """
            swiftSettings: sharedSettings
          ),
        ]

        """, new: """
            swiftSettings: sharedSettings
          ),
          .target(name: "Cart", dependencies: ["Core"]),
          .testTarget(name: "CartTests", dependencies: ["Cart"]),
        ]

        """, note: """
        Package.swift:42:3: note: 'Cart' and 'CartTests' are added to the targets list; the manifest's code that goes through that list, from this line on, applies to them as to every other target
          targets = targets.compactMap { target in
          ^

        """, proof: nil)
}
