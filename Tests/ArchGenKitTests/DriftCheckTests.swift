import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// What `check` says about each rendered file compared with the disk.
final class DriftCheckTests: XCTestCase {
    func testDriftMissingFilesAndTheUsersEdits() {
        let disk = InMemoryFileSystem(files: [
            "M/MContract.swift": "protocol A {}\nprotocol B {}\n",
            "M/MEntities.swift": "struct E {}\n",
            "M/MPresenter.swift": "edited by hand\n",
        ])
        let plan = WritePlanner.plan([
            PlannedFile(path: "M/MContract.swift", contents: "protocol A {}\nprotocol C {}\n", ownership: .generated),
            PlannedFile(path: "M/MEntities.swift", contents: "struct E {}\n", ownership: .generated),
            PlannedFile(path: "M/MModels.swift", contents: "enum M {}\n", ownership: .generated),
            PlannedFile(path: "M/MPresenter.swift", contents: "final class P {}\n", ownership: .scaffold),
            PlannedFile(path: "M/MRouter.swift", contents: "final class R {}\n", ownership: .scaffold),
        ], in: disk)
        let findings = DriftCheck.findings(in: plan, specPath: "Specs/M.archgen")
        XCTAssertEqual(findings.map(\.kind), [.drift, .missing, .missing])
        XCTAssertEqual(findings.map { DiagnosticRenderer().render($0.diagnostic) }, [
            """
            M/MContract.swift:2:1: error: generated file differs from what M.archgen generates
            protocol B {}
            ^
            hint: run `archgen generate Specs/M.archgen` to update it; edit the spec, not this file
            """,
            "M/MModels.swift: error: generated file is missing\nhint: run `archgen generate Specs/M.archgen` to write it",
            "M/MRouter.swift: error: scaffold file is missing\nhint: run `archgen generate Specs/M.archgen` to create it",
        ])
        XCTAssertEqual(findings[0].diff, """
            --- a/M/MContract.swift
            +++ b/M/MContract.swift
            @@ -1,2 +1,2 @@
             protocol A {}
            -protocol B {}
            +protocol C {}

            """)
    }
}
