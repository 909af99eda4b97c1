@testable import ArchGenCLI
import XCTest

/// Which team files `adopt --replace` removes keep their place in the Xcode
/// project, renamed to archgen's file that replaces them: the one new file in
/// their folder.
final class AdoptionProjectMovesTests: XCTestCase {
    func testARemovedFileIsRenamedToTheOneNewFileInItsFolder() {
        let moves = CommandContext.projectMoves(
            removed: ["App/Modules/Login/LoginProtocols.swift", "App/Services/AnalyticsService.swift"],
            created: ["App/Modules/Login/LoginContract.swift", "App/Services/SharedDeclarations.swift", "AppTests/LoginTests/LoginTestDoubles.swift"])
        XCTAssertEqual(moves.map { "\($0.from) -> \($0.to)" }, [
            "App/Modules/Login/LoginProtocols.swift -> App/Modules/Login/LoginContract.swift",
            "App/Services/AnalyticsService.swift -> App/Services/SharedDeclarations.swift",
        ])
    }

    func testNoNewFileOrSeveralInTheFolderAndAFileAlreadyTakenAreNoMove() {
        let moves = CommandContext.projectMoves(
            removed: ["App/Services/AnalyticsService.swift", "App/Services/LoggingService.swift", "App/Models/Order.swift", "App/Modules/A/AProtocols.swift"],
            created: ["App/Services/SharedDeclarations.swift", "App/Modules/A/AContract.swift", "App/Modules/A/AModels.swift"])
        XCTAssertEqual(moves.map { "\($0.from) -> \($0.to)" }, ["App/Services/AnalyticsService.swift -> App/Services/SharedDeclarations.swift"])
    }
}
