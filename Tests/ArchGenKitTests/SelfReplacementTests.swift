@testable import ArchGenKit
import ArchGenSpec
import XCTest

/// `Self` in requirements: found without building anything, and found exactly
/// where replacing it changes the declaration.
final class SelfReplacementTests: XCTestCase {
    private let mentioning = [
        "func copy() -> Self", "func merge(_ other: Self)", "func all() -> [Self]", "func find() -> Self?",
        "func map(_ f: (Self) -> Int)", "func pair() -> (Self, Int)", "func lookup() -> [String: Self]",
        "func wrap() -> Result<Self, Error>", "func make(_ f: @escaping (Int) -> Self)", "var next: Self { get }",
        "func kind() -> Self.Type", "func boxed() -> any Sequence<Self>",
    ]
    private let notMentioning = [
        "func signIn(username: String)", "func load() async throws -> [Item]", "func item(at index: Int) -> Item?",
        "func selfTest() -> Bool", "func make() -> MySelf", "func kind() -> Item.Type", "var title: String { get }",
        "func transform(_ f: (Int) -> String) -> Result<Int, Error>",
    ]

    func testMentionsSelfWhereReplacingItChangesTheDeclaration() throws {
        for text in mentioning + notMentioning {
            let member = try DeclarationParser.parseMember(text)
            let changed: Bool
            switch member {
            case .method(let method): changed = method.replacingSelf(with: "Spy") != method
            case .property(let property): changed = property.type.replacingSelf(with: "Spy") != property.type
            }
            XCTAssertEqual(member.mentionsSelf, changed, text)
            XCTAssertEqual(member.mentionsSelf, mentioning.contains(text), text)
        }
    }

    func testAnImplementationIsTheRequirementUnlessSelfOrTheMainActorChangesIt() throws {
        func implementation(_ text: String, onMainActor: Bool) throws -> String {
            let member = try DeclarationParser.parseMember(text)
            guard case .method(let method) = member else { throw XCTSkip("not a method") }
            return MethodImplementation.implementation(
                method, in: "Spy", onMainActor: onMainActor, printed: member.requirementDescription)
        }
        XCTAssertEqual(try implementation("func signIn(username: String)", onMainActor: true), "func signIn(username: String)")
        XCTAssertEqual(try implementation("func copy() -> Self", onMainActor: false), "func copy() -> Spy")
        XCTAssertEqual(try implementation("func load() async -> Int", onMainActor: true), "@MainActor func load() async -> Int")
        XCTAssertEqual(try implementation("func load() async -> Int", onMainActor: false), "func load() async -> Int")
    }
}
