@testable import ArchGenKit
import ArchGenSpec
import XCTest

/// With `access: public`, the entities another target needs (the input's
/// types) are public with what it uses of them: a struct written in full that
/// only lists its stored properties gets public properties and a public
/// memberwise `init`, as a shorthand entity does; any other declaration is
/// kept as written, `public` in front.
final class PublicEntityRenderTests: XCTestCase {
    private func entities(_ declaration: String) throws -> String {
        let text = """
            module: Detail
            style: vip
            platform: uikit
            access: public
            input: (product: Product)
            entities:
              - \(declaration)
            view:
              - show(name: String)
            events:
              - onAppear()
            """
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Detail.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        let files = try ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))
            .render(try XCTUnwrap(result.spec), layout: ModuleLayout(sources: "S", tests: "T"))
        let models = try XCTUnwrap(files.first { $0.path.hasSuffix("DetailModels.swift") }?.contents)
        let start = try XCTUnwrap(models.range(of: "public ")).lowerBound
        return String(models[start...]).trimmingCharacters(in: .newlines)
    }

    func testAStructOfStoredPropertiesWrittenInFullGetsPublicMembersAndInit() throws {
        XCTAssertEqual(try entities("struct Product: Equatable { let id: String; var name: String; let tags: [String] }"), """
            public struct Product: Equatable {
                public let id: String
                public var name: String
                public let tags: [String]

                public init(id: String, name: String, tags: [String]) {
                    self.id = id
                    self.name = name
                    self.tags = tags
                }
            }
            """)
    }

    func testAStructWithMoreThanStoredPropertiesIsKeptAsWritten() throws {
        XCTAssertEqual(try entities("struct Product { let id: String; var label: String { id } }"),
                       "public struct Product { let id: String; var label: String { id } }")
        XCTAssertEqual(try entities("struct Product { let id: String; var count = 0 }"),
                       "public struct Product { let id: String; var count = 0 }")
        XCTAssertEqual(try entities("struct Product { let id: String; init(id: String) { self.id = id } }"),
                       "public struct Product { let id: String; init(id: String) { self.id = id } }")
    }
}
