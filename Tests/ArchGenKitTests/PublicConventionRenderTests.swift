@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// What the scaffolds make of the conventions of public apps (issue 39), in
/// every style: a weak link set after init, implicitly unwrapped; a strong
/// delegate; a get-only input its protocol declares; an empty protocol of
/// the actor the module always holds.
final class PublicConventionRenderTests: XCTestCase {
    /// Each style's module `A<Style>` with an input, an event, a view command and a delegate, wired as `wiring` says.
    private func files(_ style: String, wiring: [String: WiringSettings.Link]) throws -> [String: String] {
        let module = "A" + style.replacingOccurrences(of: "-", with: "").capitalized
        let text = "module: \(module)\nstyle: \(style)\nplatform: none\ninput: (id: String)\nevents:\n  - tap()\n"
            + "view:\n  - show(id: String)\ndelegate:\n  - done()\n"
        let result = SpecLoader().load(bytes: Array(text.utf8), path: module + ".archgen")
        var spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        spec.wiring = WiringSettings(links: wiring)
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return Dictionary(uniqueKeysWithValues: files.map { (String($0.path.split(separator: "/").last ?? ""), $0.contents) })
    }

    func testAWeakLinkSetAfterInitIsImplicitlyUnwrappedAndStillNotRetainedInEveryStyle() throws {
        for (style, link, file, property, test) in [
            ("viper", "presenter.view", "AViperPresenter.swift", "weak var view: (any AViperView)!", "AViperPresenterTests.swift"),
            ("viper-s", "director.ui", "AVipersDirector.swift", "weak var ui: (any AVipers_DisplayUI)!", "AVipersDirectorTests.swift"),
            ("vip", "presenter.viewController", "AVipPresenter.swift", "weak var viewController: (any AVipDisplayLogic)!",
             "AVipPresenterTests.swift"),
            ("mvvm", "viewModel.output", "AMvvmViewModel.swift", "weak var output: (any AMvvmViewModelOutput)!", "AMvvmViewModelTests.swift"),
        ] {
            let files = try files(style, wiring: [link: .init(optionality: .implicitlyUnwrapped)])
            XCTAssertTrue(files[file]?.contains("    " + property + "\n") == true, style + ": " + (files[file] ?? ""))
            let name = link.split(separator: ".")[1]
            XCTAssertTrue(files[test]?.contains("func testDoesNotRetainIts" + (name == "ui" ? "UI" : name.prefix(1).uppercased() + name.dropFirst()))
                          == true, style + ": " + (files[test] ?? ""))
        }
    }

    func testAStrongDelegateIsKeptInEveryStyle() throws {
        for (style, link, file, property, test) in [
            ("viper", "presenter.delegate", "AViperPresenter.swift", "var delegate: (any AViperDelegate)?", "AViperPresenterTests.swift"),
            ("viper-s", "director.delegate", "AVipersDirector.swift", "var delegate: (any AVipers_Delegate)!", "AVipersDirectorTests.swift"),
            ("vip", "interactor.delegate", "AVipInteractor.swift", "var delegate: (any AVipDelegate)?", "AVipInteractorTests.swift"),
            ("mvvm", "viewModel.delegate", "AMvvmViewModel.swift", "var delegate: (any AMvvmDelegate)?", "AMvvmViewModelTests.swift"),
        ] {
            let files = try files(style, wiring: [link: .init(optionality: style == "viper-s" ? .implicitlyUnwrapped : nil, isWeak: false)])
            XCTAssertTrue(files[file]?.contains("\n    " + property + "\n") == true, style + ": " + (files[file] ?? ""))
            XCTAssertTrue(files[test]?.contains("func testKeepsItsDelegate()") == true, style + ": " + (files[test] ?? ""))
            XCTAssertFalse(files[test]?.contains("func testDoesNotRetainItsDelegate()") ?? true, style)
        }
    }

    /// VIP's data store declares the input; the other styles' holder's first protocol does when `declared: true`.
    func testAGetOnlyInputIsDeclaredGetOnlyAndKeptAsALetInEveryStyle() throws {
        let declared = WiringSettings.Link(isDeclared: true, isReadOnly: true)
        for (style, key, link, protocols, holder) in [
            ("vip", "interactor.input", WiringSettings.Link(isReadOnly: true), "AVipProtocols.swift", "AVipInteractor.swift"),
            ("viper", "presenter.input", declared, "AViperContract.swift", "AViperPresenter.swift"),
            ("viper-s", "director.input", declared, "AVipersContract.swift", "AVipersDirector.swift"),
            ("mvvm", "viewModel.input", declared, "AMvvmContract.swift", "AMvvmViewModel.swift"),
        ] {
            let files = try files(style, wiring: [key: link])
            XCTAssertTrue(files[protocols]?.contains("    var id: String { get }\n") == true, style + ": " + (files[protocols] ?? ""))
            XCTAssertTrue(files[holder]?.contains("    let id: String\n") == true, style + ": " + (files[holder] ?? ""))
        }
    }

    /// The protocol of the actor the module always holds (VIPER's interactor, VIPER-S's worker, VIP's presenter)
    /// is declared empty when the spec lists nothing for it: a team's actor conforms to it with no setting.
    func testTheProtocolOfAnActorTheModuleHoldsIsDeclaredEmpty() throws {
        for (style, file, declaration) in [
            ("viper", "AViperContract.swift", "protocol AViperInteraction: AnyObject {}\n"),
            ("viper-s", "AVipersContract.swift", "protocol AVipers_ManageData: AnyObject {}\n"),
            ("vip", "AVipProtocols.swift", "protocol AVipPresentationLogic: AnyObject {}\n"),
        ] {
            let files = try files(style, wiring: [:])
            XCTAssertTrue(files[file]?.contains(declaration) == true, style + ": " + (files[file] ?? ""))
        }
    }
}
