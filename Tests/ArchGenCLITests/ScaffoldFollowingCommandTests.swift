import Foundation
import TestSupport
import XCTest

/// Scaffolds follow their spec, through the real binary and the real build:
/// a spec gains methods, `generate` inserts their stubs into the team's
/// files (only lines inserted: every line of theirs kept byte for byte),
/// and `check` builds it with no hand edit; a method removed gives a note.
final class ScaffoldFollowingCommandTests: XCTestCase {
    static let spec = """
        module: Home
        style: viper
        platform: none
        tests: xctest
        view:
          - display(title: String)
        events:
          - refresh()
        interactor:
          - refresh()
        output:
          - refreshed(title: String)
        routes:
          - close()

        """

    /// The team's presenter: its own header in SwiftLint's format in place of archgen's line, its
    /// own code, tabs, trailing spaces and a brace in a string.
    static let teamsPresenter = [
        "//",
        "//  HomePresenter.swift",
        "//  MyApp",
        "//",
        "//  Created by Ann Lee on 05/12/2026.",
        "//  Copyright © 2026 Acme Ltd. All rights reserved.",
        "//",
        "",
        "import Foundation",
        "",
        "@MainActor",
        "final class HomePresenter: HomePresentation {",
        "\tweak var view: (any HomeView)?",
        "\tlet interactor: any HomeInteraction",
        "\tlet router: any HomeRoutable",
        "\tprivate var titles: [String] = []   ",
        "",
        "\tinit(interactor: any HomeInteraction, router: any HomeRoutable) {",
        "\t\tself.interactor = interactor",
        "\t\tself.router = router",
        "\t}",
        "",
        "\tfunc refresh() {",
        "\t\tinteractor.refresh() // \"{\"",
        "\t}",
        "}",
        "",
        "// MARK: - HomeInteractorOutput",
        "",
        "extension HomePresenter: HomeInteractorOutput {",
        "\tfunc refreshed(title: String) {",
        "\t\ttitles.append(title)",
        "\t\tview?.display(title: \"{\\(title)}\")",
        "\t}",
        "}",
        "",
    ].joined(separator: "\n")

    /// A scratch folder with the module of `spec` generated in it.
    static func generatedHome() throws -> ScratchDirectory {
        let scratch = try ScratchDirectory()
        try scratch.write("Home.archgen", Self.spec)
        XCTAssertEqual(try Self.run(["generate"], in: scratch).status, 0)
        return scratch
    }

    static func run(_ arguments: [String], in scratch: ScratchDirectory) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: scratch.url, environment: ["NO_COLOR": "1"])
    }

    /// A team's header, written over archgen's first line in three ways (a licence above it, a
    /// SwiftLint-formatted header in its place, a licence block and archgen's marker reworded):
    /// each file is still archgen's scaffold, and a new event, request and route get their stubs.
    func testScaffoldsWithATeamsHeaderGetTheirStubs() throws {
        let scratch = try Self.generatedHome()
        func run(_ arguments: String...) throws -> BinaryRunner.Result { try Self.run(arguments, in: scratch) }
        let archgens = "// Created by archgen from Home.archgen. Yours to edit."
        let headers = [
            "Home/HomePresenter.swift": "// Copyright © 2026 Acme Ltd. All rights reserved.\n" + archgens,
            "Home/HomeInteractor.swift": "//\n//  HomeInteractor.swift\n//  MyApp\n//\n//  Created by Ann Lee on 05/12/2026.\n"
                + "//  Copyright © 2026 Acme Ltd. All rights reserved.\n//",
            "Home/HomeRouter.swift": "/*\n * Copyright © 2026 Acme Ltd.\n * Licensed under the Apache License, Version 2.0.\n */\n\n"
                + "//  Created by archgen from Home.archgen.",
        ]
        for (path, header) in headers {
            let text = String(decoding: try XCTUnwrap(try scratch.snapshot()[path]), as: UTF8.self)
            XCTAssertTrue(text.hasPrefix(archgens + "\n"), path)
            try scratch.write(path, text.replacing(archgens, with: header))
        }
        let before = try scratch.snapshot()

        try scratch.write("Home.archgen", Self.spec
            .replacing("  - refresh()\ninteractor:\n  - refresh()\n",
                       with: "  - refresh()\n  - retry(after seconds: Int)\ninteractor:\n  - refresh()\n  - fetch(page: Int)\n")
            .replacing("  - close()\n", with: "  - close()\n  - openSettings()\n"))
        let generated = try run("generate")
        XCTAssertEqual(generated.status, 0, generated.standardError)
        XCTAssertEqual(generated.standardError, """
            Home/HomePresenter.swift:21:5: note: added a stub of retry(after:) to HomePresenter: HomePresentation requires it, new in HomeContract.swift
            Home/HomeInteractor.swift:19:5: note: added a stub of fetch(page:) to HomeInteractor: HomeInteraction requires it, new in HomeContract.swift
            Home/HomeRouter.swift:35:5: note: added a stub of openSettings() to HomeRouter: HomeRoutable requires it, new in HomeContract.swift

            """)
        let after = try scratch.snapshot()
        for (path, header) in headers {
            let text = String(decoding: try XCTUnwrap(after[path]), as: UTF8.self)
            XCTAssertTrue(text.hasPrefix(header + "\n"), "\(path) keeps the team's header:\n\(text)")
            XCTAssertTrue(LineSubsequence.holds(try XCTUnwrap(before[path]), in: try XCTUnwrap(after[path])), path)
        }
        let check = try run("check", "--no-build")
        XCTAssertEqual(check.status, 0, check.standardOutput + check.standardError)
        XCTAssertEqual(try run("generate").standardError, "", "said once: nothing changed since")
    }

    /// A service added to the spec of a module whose interactor and router
    /// exist: archgen edits neither, and a note for each shows what a new
    /// module's file has.
    func testAServiceAddedToTheSpecIsANoteForEachFileThatMustHoldOrPassIt() throws {
        let scratch = try Self.generatedHome()
        func run(_ arguments: String...) throws -> BinaryRunner.Result { try Self.run(arguments, in: scratch) }
        let before = try scratch.snapshot()
        try scratch.write("Home.archgen", Self.spec + "services:\n  Clock:\n    - now() -> Date\n")
        let generated = try run("generate")
        XCTAssertEqual(generated.status, 0, generated.standardError)
        XCTAssertEqual(generated.standardError, """
            Home/HomeInteractor.swift: note: HomeInteractor does not name Clock, which its spec's services give the module: archgen's HomeInteractor has `let clock: any Clock`
            hint: a new module's actor holds the service, taken by init, and its assembly passes it: do the same in your files (archgen does not edit them)
            Home/HomeRouter.swift: note: HomeRouter does not name Clock, which its spec's services give the module: archgen's HomeRouter has `clock: any Clock`
            hint: a new module's actor holds the service, taken by init, and its assembly passes it: do the same in your files (archgen does not edit them)

            """)
        let after = try scratch.snapshot()
        for path in ["Home/HomeInteractor.swift", "Home/HomeRouter.swift"] {
            XCTAssertEqual(after[path], before[path], "\(path) is the team's: unchanged")
        }
    }
}
