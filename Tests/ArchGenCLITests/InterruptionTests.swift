import Foundation
import TestSupport
import XCTest

/// `generate` killed with SIGKILL while it writes: every file is then its old
/// content or its new one, never a part or a mix, and the next run finishes
/// the job and removes the temporary files the killed one left.
final class InterruptionTests: XCTestCase {
    private static let moduleCount = 40

    func testAKilledGenerateLeavesEveryFileOldOrNewAndARerunFinishesIt() throws {
        let scratch = try ScratchDirectory()
        // Two versions of every spec; a complete run of each gives the two possible contents of every file.
        // They differ in a service's members, which no scaffold implements (a new event would get a stub).
        let versions = ["      - now() -> Int\n", "      - now() -> Int\n      - today(offset: Int) -> String\n"]
        var contents: [[String: Data]] = []
        for events in versions {
            try writeSpecs(events, in: scratch)
            XCTAssertEqual(try BinaryRunner.run(["generate"], in: scratch.url).status, 0)
            contents.append(try scratch.snapshot().filter { !$0.key.hasSuffix(".archgen") })
        }
        let changing = contents[0].keys.filter { contents[0][$0] != contents[1][$0] }.sorted()
        XCTAssertEqual(changing.count, 2 * Self.moduleCount, "each module's contract and doubles change")

        // Flip the specs back and forth, killing each run as it writes: while it stages the
        // files beside their targets (as soon as its first temporary file appears), or as
        // soon as its first file is renamed into place.
        var caughtMidway = 0
        let sentinel = scratch.url.appendingPathComponent(changing[0])
        for attempt in 0..<8 where caughtMidway < 2 {
            let (old, new) = (contents[(attempt + 1) % 2], contents[attempt % 2])
            try writeSpecs(versions[attempt % 2], in: scratch)
            let killed = try killGenerate(in: scratch) {
                attempt < 4
                    ? ((try? FileManager.default.contentsOfDirectory(atPath: sentinel.deletingLastPathComponent().path)) ?? [])
                        .contains { $0.hasPrefix(".archgen-tmp-") }
                    : (try? Data(contentsOf: sentinel)) != old[changing[0]]
            }
            let files = try scratch.snapshot().filter { !$0.key.hasSuffix(".archgen") }
            let temporary = files.keys.filter { $0.split(separator: "/").last!.hasPrefix(".archgen-tmp-") }
            XCTAssertEqual(Set(files.keys).subtracting(temporary), Set(new.keys), "no file lost or added")
            for (path, bytes) in files where !temporary.contains(path) {
                XCTAssertTrue(bytes == old[path] || bytes == new[path], "\(path) is neither old nor new")
            }
            let stillOld = changing.filter { files[$0] == old[$0] }
            if killed && !stillOld.isEmpty { caughtMidway += 1 }

            // The next run updates exactly the files still old, and removes the temporary files.
            let rerun = try BinaryRunner.run(["generate"], in: scratch.url)
            XCTAssertEqual(rerun.status, 0, rerun.standardError)
            let updated = rerun.standardOutput.split(separator: "\n").filter { $0.hasPrefix("update ") }
            XCTAssertEqual(Set(updated.map { String($0.split(separator: " ").last!) }), Set(stillOld))
            XCTAssertEqual(updated.count, stillOld.count)
            XCTAssertTrue(try scratch.snapshot().filter { !$0.key.hasSuffix(".archgen") } == new, "the rerun finished the job")
        }
        XCTAssertGreaterThanOrEqual(caughtMidway, 2, "no run was killed between its first and last write")
    }

    /// A first `generate` killed while it creates the modules' folders: each
    /// folder is then absent or whole (made under a temporary name, renamed
    /// into place with its files), and the next run makes the rest and
    /// removes the temporary folders.
    func testAKilledFirstGenerateLeavesEachNewFolderAbsentOrWhole() throws {
        let complete = try ScratchDirectory()
        try writeSpecs("      - now() -> Int\n", in: complete)
        XCTAssertEqual(try BinaryRunner.run(["generate"], in: complete.url).status, 0)
        let expected = try complete.snapshot()
        var caughtMidway = 0
        for _ in 0..<8 where caughtMidway < 1 {
            let scratch = try ScratchDirectory()
            try writeSpecs("      - now() -> Int\n", in: scratch)
            _ = try killGenerate(in: scratch) {
                ((try? FileManager.default.contentsOfDirectory(atPath: scratch.url.path)) ?? []).contains { $0.hasPrefix(".archgen-tmp-") }
            }
            let files = try scratch.snapshot()
            let placed = files.keys.filter { !$0.hasPrefix(".archgen-tmp-") }
            let folders = Set(placed.compactMap(Self.folder(of:)))
            for folder in folders {
                let whole = expected.keys.filter { $0.hasPrefix(folder + "/") }
                XCTAssertEqual(Set(placed.filter { $0.hasPrefix(folder + "/") }), Set(whole), "\(folder) is not whole")
            }
            for path in placed { XCTAssertEqual(files[path], expected[path], "\(path) is neither absent nor new") }
            if folders.count < Set(expected.keys.compactMap(Self.folder(of:))).count { caughtMidway += 1 }
            let rerun = try BinaryRunner.run(["generate"], in: scratch.url)
            XCTAssertEqual(rerun.status, 0, rerun.standardError)
            XCTAssertTrue(try scratch.snapshot() == expected, "the rerun finished the job and left no temporary folder")
        }
        XCTAssertGreaterThanOrEqual(caughtMidway, 1, "no run was killed while it made the folders")
    }

    /// The folder a path of the project is in, nil for a file at its root.
    private static func folder(of path: String) -> Substring? {
        let components = path.split(separator: "/")
        return components.count > 1 ? components[0] : nil
    }

    /// `M1.archgen` … each with a service of `members`.
    private func writeSpecs(_ members: String, in scratch: ScratchDirectory) throws {
        for index in 1...Self.moduleCount {
            try scratch.write("M\(index).archgen", "module: M\(index)\nstyle: viper\nplatform: none\nevents:\n  - tap()\n"
                + "services:\n  Clock\(index):\n    members:\n" + members)
        }
    }

    /// Starts `archgen generate`, waits until `writing` says it is, then
    /// kills it; whether it was still running then.
    private func killGenerate(in scratch: ScratchDirectory, when writing: () -> Bool) throws -> Bool {
        let run = try BinaryRunner.start(["generate"], in: scratch.url)
        let process = run.process
        while process.isRunning, !writing() {
            usleep(100)
        }
        kill(process.processIdentifier, SIGKILL)
        _ = run.wait()
        return process.terminationReason == .uncaughtSignal
    }
}
