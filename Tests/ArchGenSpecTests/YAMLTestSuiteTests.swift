import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// Runs every case of the YAML test suite through the parser. Each case must be
/// read as its `in.json` says, or rejected with a located error; none may be
/// read differently.
final class YAMLTestSuiteTests: XCTestCase {
    private enum Outcome {
        case readRight
        /// An `error` case that parses because the Swift-fragment rule gives it a meaning.
        case validByFragmentRule
        case rejected(YAMLError)
        case readWrong(String)
    }

    func testEveryCaseIsReadRightOrRejected() throws {
        let suite = try Fixtures.sharedDirectory().appendingPathComponent("yaml-test-suite")
        let cases = try Self.caseDirectories(in: suite)
        XCTAssertGreaterThan(cases.count, 350, "the suite looks incomplete")

        var readRight = 0
        var byFragments: [String] = []
        var rejectedInvalid = 0
        var rejectedValid: [String] = []
        var readWrong: [String] = []
        for (id, directory) in cases {
            let started = WorkBudget()
            let outcome = try Self.run(directory)
            let seconds = started.spent
            XCTAssertLessThan(seconds, 2, "\(id) took \(seconds)s")
            let name = (try? String(contentsOf: directory.appendingPathComponent("==="), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            switch outcome {
            case .readRight:
                readRight += 1
            case .validByFragmentRule:
                byFragments.append(id)
            case .rejected(let error):
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent("error").path) {
                    rejectedInvalid += 1
                } else {
                    rejectedValid.append("\(id) (\(name)): \(error.location): \(error.message)")
                }
            case .readWrong(let why):
                readWrong.append("\(id) (\(name)): \(why)")
            }
        }
        print("""
            YAML test suite: \(cases.count) cases
              read right: \(readRight) (+ \(byFragments.count) error cases made valid by the fragment rule: \(byFragments.joined(separator: ", ")))
              rejected:   \(rejectedInvalid + rejectedValid.count) (\(rejectedInvalid) invalid YAML, \(rejectedValid.count) valid YAML outside the subset or not handled)
              read wrong: \(readWrong.count)
            rejected valid YAML:
            \(rejectedValid.map { "  " + $0 }.joined(separator: "\n"))
            read wrong:
            \(readWrong.map { "  " + $0 }.joined(separator: "\n"))
            """)
        XCTAssertEqual(readWrong, [], "cases read differently from in.json")
    }

    // MARK: Running one case

    private static func run(_ directory: URL) throws -> Outcome {
        let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent("in.yaml")))
        let isError = FileManager.default.fileExists(atPath: directory.appendingPathComponent("error").path)
        let tree: YAMLNode?
        do {
            tree = try YAMLParser.parse(try SourceText(path: "in.yaml", bytes: bytes))
        } catch let error as YAMLError {
            return .rejected(error)
        } catch let error as SourceError {
            return .rejected(YAMLError(error.message, at: error.location))
        }
        if isError {
            return tree.map(containsFragment) == true ? .validByFragmentRule : .readWrong("invalid YAML, but parsed")
        }
        let id = directory.deletingLastPathComponent().lastPathComponent + "/" + directory.lastPathComponent
        let json: Data
        if let data = try? Data(contentsOf: directory.appendingPathComponent("in.json")) {
            json = data
        } else if let expected = expectedWithoutJSON.first(where: { id.hasSuffix("/" + $0.key) })?.value {
            json = Data(expected.utf8)
        } else {
            return .readWrong("parsed, but the suite has no JSON form to compare with")
        }
        let text = String(decoding: json, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty {
            return tree == nil ? .readRight : .readWrong("the stream has no document, but parsed one")
        }
        guard let expected = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) else {
            return .readWrong("the stream has several documents, but parsed as one")
        }
        guard let tree else {
            return expected is NSNull ? .readRight : .readWrong("parsed as empty")
        }
        if let difference = YAMLJSONComparison.difference(tree, expected, path: "$") {
            return .readWrong(difference)
        }
        return .readRight
    }

    /// Valid cases the suite gives no JSON for, yet inside the subset: their
    /// reading, checked by hand against PyYAML.
    private static let expectedWithoutJSON: [String: String] = [
        "4ABK": #"{"unquoted": "separate", "http://foo.com": null, "omitted value": null}"#
    ]

    private static func containsFragment(_ node: YAMLNode) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            switch next.value {
            case .scalar(_, .fragment): return true
            case .sequence(let items): pending.append(contentsOf: items)
            case .mapping(let pairs): pending.append(contentsOf: pairs.map(\.value))
            default: break
            }
        }
        return false
    }

    /// Every folder holding an `in.yaml`, named like the suite: `229Q`, `2G84/00`.
    private static func caseDirectories(in suite: URL) throws -> [(String, URL)] {
        let manager = FileManager.default
        var cases: [(String, URL)] = []
        for name in try manager.contentsOfDirectory(atPath: suite.path).sorted() {
            let directory = suite.appendingPathComponent(name)
            if manager.fileExists(atPath: directory.appendingPathComponent("in.yaml").path) {
                cases.append((name, directory))
                continue
            }
            guard let children = try? manager.contentsOfDirectory(atPath: directory.path) else { continue }
            for child in children.sorted() {
                let subdirectory = directory.appendingPathComponent(child)
                if manager.fileExists(atPath: subdirectory.appendingPathComponent("in.yaml").path) {
                    cases.append(("\(name)/\(child)", subdirectory))
                }
            }
        }
        return cases
    }
}
