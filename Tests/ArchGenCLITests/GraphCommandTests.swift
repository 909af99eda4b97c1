import Foundation
import TestSupport
import XCTest

/// `archgen graph` of a four-screen app (`Fixtures/GraphApp`: one app module,
/// four styles, a shared service): the list opens the detail with its input
/// and hears back from it, presents the review form, opens the settings.
/// Through the real binary, in a copy; output asserted verbatim. No compiler is started.
final class GraphCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!
    private var app: URL!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        app = try Fixtures.copy("GraphApp", into: scratch.url)
    }

    private func graph(_ arguments: [String] = []) throws -> BinaryRunner.Result {
        try BinaryRunner.run(["graph"] + arguments, in: app, environment: ["NO_COLOR": "1"])
    }

    static let mermaid = """
        flowchart LR
            subgraph app_FoodApp["FoodApp"]
                RestaurantDetail["RestaurantDetail (MVVM)"]
                RestaurantList["RestaurantList (VIPER)"]
                ReviewForm["ReviewForm (VIP)"]
                Settings["Settings (VIPER-S)"]
                service_FoodApp_RestaurantStore{{"RestaurantStore"}}
            end
            service_Analytics{{"Analytics (shared)"}}
            RestaurantList -->|"showDetail(restaurantID:) opens"| RestaurantDetail
            RestaurantList -->|"presentReview(restaurantID:) presents"| ReviewForm
            RestaurantList -->|"showSettings() opens"| Settings
            RestaurantDetail -.->|"delegate"| RestaurantList
            ReviewForm -.->|"delegate"| RestaurantList
            RestaurantDetail -.- service_Analytics
            RestaurantList -.- service_Analytics
            RestaurantList -.- service_FoodApp_RestaurantStore

        """

    func testTheAppIsDrawnInMermaidByDefault() throws {
        let result = try graph()
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.standardOutput, Self.mermaid)
        XCTAssertEqual(try graph(["--format", "mermaid"]).standardOutput, Self.mermaid)
        // The one app module is the whole app.
        XCTAssertEqual(try graph(["--app", "FoodApp"]).standardOutput, Self.mermaid)
    }

    func testTheAppIsDrawnInDOT() throws {
        let result = try graph(["--format", "dot"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, """
            digraph modules {
                rankdir=LR;
                node [shape=box];
                subgraph "cluster_FoodApp" {
                    label="FoodApp";
                    "RestaurantDetail" [label="RestaurantDetail (MVVM)"];
                    "RestaurantList" [label="RestaurantList (VIPER)"];
                    "ReviewForm" [label="ReviewForm (VIP)"];
                    "Settings" [label="Settings (VIPER-S)"];
                    "service_FoodApp_RestaurantStore" [label="RestaurantStore", shape=hexagon];
                }
                "service_Analytics" [label="Analytics (shared)", shape=hexagon];
                "RestaurantList" -> "RestaurantDetail" [label="showDetail(restaurantID:) opens"];
                "RestaurantList" -> "ReviewForm" [label="presentReview(restaurantID:) presents"];
                "RestaurantList" -> "Settings" [label="showSettings() opens"];
                "RestaurantDetail" -> "RestaurantList" [label="delegate", style=dashed, constraint=false];
                "ReviewForm" -> "RestaurantList" [label="delegate", style=dashed, constraint=false];
                "RestaurantDetail" -> "service_Analytics" [style=dotted, arrowhead=none];
                "RestaurantList" -> "service_Analytics" [style=dotted, arrowhead=none];
                "RestaurantList" -> "service_FoodApp_RestaurantStore" [style=dotted, arrowhead=none];
            }

            """)
    }

    /// Graphviz reads the DOT output, when it is installed (archgen never runs it).
    func testGraphvizDrawsTheDOTOutput() throws {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let dot = path else { throw XCTSkip("Graphviz's dot is not on PATH") }
        let file = scratch.url.appendingPathComponent("modules.dot")
        try Data(try graph(["--format", "dot"]).standardOutput.utf8).write(to: file)
        let drawn = try BinaryRunner.run(dot, ["-Tsvg", file.path])
        XCTAssertEqual(drawn.status, 0, drawn.standardError)
        XCTAssertEqual(drawn.standardError, "")
        for name in ["RestaurantList (VIPER)", "showDetail(restaurantID:) opens", "Analytics (shared)", "FoodApp"] {
            XCTAssertTrue(drawn.standardOutput.contains(name), name)
        }
    }

    func testOneModuleIsDrawnWithItsNeighbours() throws {
        let detail = try graph(["--module", "RestaurantDetail"])
        XCTAssertEqual(detail.status, 0, detail.standardError)
        XCTAssertEqual(detail.standardOutput, """
            flowchart LR
                subgraph app_FoodApp["FoodApp"]
                    RestaurantDetail["RestaurantDetail (MVVM)"]
                    RestaurantList["RestaurantList (VIPER)"]
                end
                service_Analytics{{"Analytics (shared)"}}
                RestaurantList -->|"showDetail(restaurantID:) opens"| RestaurantDetail
                RestaurantDetail -.->|"delegate"| RestaurantList
                RestaurantDetail -.- service_Analytics

            """)
        XCTAssertEqual(try graph(["--module", "Settings", "--format", "dot"]).standardOutput, """
            digraph modules {
                rankdir=LR;
                node [shape=box];
                subgraph "cluster_FoodApp" {
                    label="FoodApp";
                    "RestaurantList" [label="RestaurantList (VIPER)"];
                    "Settings" [label="Settings (VIPER-S)"];
                }
                "RestaurantList" -> "Settings" [label="showSettings() opens"];
            }

            """)
    }

    func testAnUnknownFormatModuleOrAppIsAnError() throws {
        let format = try graph(["--format", "svg"])
        XCTAssertEqual(format.status, 2)
        XCTAssertEqual(format.standardOutput, "")
        XCTAssertEqual(format.standardError, """
            error: unknown format 'svg'
            hint: use one of: mermaid, dot

            usage: archgen graph [--format mermaid|dot] [--module MODULE] [--app APP]

            """)
        let module = try graph(["--module", "RestaurantDetial"])
        XCTAssertEqual(module.status, 2)
        XCTAssertTrue(module.standardError.hasPrefix("error: unknown module 'RestaurantDetial'\nhint: did you mean 'RestaurantDetail'?\n"),
                      module.standardError)
        let app = try graph(["--app", "Shop"])
        XCTAssertEqual(app.status, 2)
        XCTAssertTrue(app.standardError.hasPrefix("error: unknown app module 'Shop'\nhint: the project's app modules: FoodApp\n"),
                      app.standardError)
    }
}
