import Foundation
import TestSupport
import XCTest

/// `archgen new` writes the route bodies `generate` writes: it reads the
/// modules a spec's routes open from the project's other specs, as
/// `generate` does (Docs/navigation.md). Through the real binary, in a copy
/// of `Fixtures/GraphApp` on UIKit: the list's module is generated again by
/// `new --spec`, and its router and its router's tests are those of `generate`.
final class NewRouteBodiesCommandTests: XCTestCase {
    static let files = [
        "FoodApp/Modules/RestaurantList/RestaurantListRouter.swift",
        "FoodAppTests/Modules/RestaurantListTests/RestaurantListRouterTests.swift",
    ]

    func testNewWritesTheRouteBodiesGenerateWrites() throws {
        let scratch = try ScratchDirectory()
        let app = try Fixtures.copy("GraphApp", into: scratch.url)
        let settings = app.appendingPathComponent("archgen.yml")
        let text = try String(contentsOf: settings, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "platform: none", with: "platform: uikit").utf8).write(to: settings)
        func run(_ arguments: [String]) throws -> BinaryRunner.Result {
            try BinaryRunner.run(arguments, in: app, environment: ["NO_COLOR": "1"])
        }
        let generate = try run(["generate"])
        XCTAssertEqual(generate.status, 0, generate.standardError)
        let generated = try Self.files.map { try String(contentsOf: app.appendingPathComponent($0), encoding: .utf8) }
        for line in ["        let restaurantDetail = RestaurantDetailCoordinator.create(\n",
                     "        viewController?.navigationController?.pushViewController(restaurantDetail, animated: true)\n"] {
            XCTAssertTrue(generated[0].contains(line), line + "in:\n" + generated[0])
        }

        for folder in ["FoodApp/Modules/RestaurantList", "FoodAppTests/Modules/RestaurantListTests"] {
            try FileManager.default.removeItem(at: app.appendingPathComponent(folder))
        }
        let new = try run(["new", "--spec", "Specs/RestaurantList.archgen", "--no-build"])
        XCTAssertEqual(new.status, 0, new.standardError)
        for (path, expected) in zip(Self.files, generated) {
            XCTAssertEqual(try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8), expected, path)
        }
    }
}
