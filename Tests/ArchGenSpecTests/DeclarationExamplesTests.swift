import Foundation
import TestSupport
import XCTest
@testable import ArchGenSpec

/// Every Swift fragment of shared/examples parses, and its canonical form parses back to the same AST.
final class DeclarationExamplesTests: XCTestCase {
    private static let roleKeys: Set<String> = ["delegate", "view", "events", "interactor", "output", "routes", "services"]
    private static let entityKeys: Set<String> = ["entities", "external"]
    private static let fieldListKeys: Set<String> = ["input", "request", "response", "viewModel"]

    private enum Fragment {
        case member(String), entity(String), fieldList(String)
    }

    /// A line scan, not a YAML parser: `- item` lines under role, service, entity and
    /// external keys, and `key: (fields)` lines for input and use-case models.
    private func fragments(in text: String) -> [(line: Int, fragment: Fragment)] {
        var result: [(Int, Fragment)] = []
        var topKey = ""
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            var line = rawLine
            if let comment = line.range(of: " #") { line = String(line[..<comment.lowerBound]) }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if !line.hasPrefix(" "), let colon = line.firstIndex(of: ":") {
                topKey = String(line[..<colon])
            }
            if trimmed.hasPrefix("- ") {
                let item = String(trimmed.dropFirst(2)).trimmingCharacters(in: .whitespaces)
                if Self.roleKeys.contains(topKey) {
                    result.append((index + 1, .member(item)))
                } else if Self.entityKeys.contains(topKey), !item.hasSuffix(".swift") {
                    result.append((index + 1, .entity(item)))
                }
            } else if let colon = trimmed.firstIndex(of: ":"),
                Self.fieldListKeys.contains(String(trimmed[..<colon]))
            {
                let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if value.hasPrefix("(") { result.append((index + 1, .fieldList(value))) }
            }
        }
        return result
    }

    func testEveryExampleFragmentParses() throws {
        let files = try Fixtures.exampleSpecs()
        XCTAssertFalse(files.isEmpty, "no examples found")
        var counts = (members: 0, entities: 0, fieldLists: 0)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let found = fragments(in: text)
            XCTAssertFalse(found.isEmpty, "\(file.lastPathComponent): no fragments found")
            for (line, fragment) in found {
                let place = "\(file.lastPathComponent):\(line)"
                do {
                    switch fragment {
                    case .member(let text):
                        let member = try DeclarationParser.parseMember(text)
                        XCTAssertEqual(try DeclarationParser.parseMember(member.description), member, "\(place): \(member)")
                        counts.members += 1
                    case .entity(let text):
                        let entity = try DeclarationParser.parseEntity(text)
                        XCTAssertFalse(entity.name.isEmpty, place)
                        counts.entities += 1
                    case .fieldList(let text):
                        _ = try DeclarationParser.parseFieldList(text)
                        counts.fieldLists += 1
                    }
                } catch {
                    XCTFail("\(place): \(fragment): \(error.message) at \(error.offset)")
                }
            }
        }
        // The five examples hold 43 members, 8 entities/externals and 10 field lists (more may come).
        XCTAssertGreaterThanOrEqual(counts.members, 43)
        XCTAssertGreaterThanOrEqual(counts.entities, 8)
        XCTAssertGreaterThanOrEqual(counts.fieldLists, 10)
    }
}
