import ArchGenSpec
import XCTest

/// The outline of whole Swift files: types, extensions, members and their lines.
final class SwiftOutlineTests: XCTestCase {
    private func describe(_ text: String) throws -> [String] {
        try SwiftOutline.parse(text).declarations.map { declaration in
            let members = declaration.members.map { "\($0.key ?? "?") \($0.lines.lowerBound)-\($0.lines.upperBound)" }
            return "\(declaration.depth) \(declaration.keyword) \(declaration.name): \(declaration.inherited.joined(separator: ",")) "
                + "\(declaration.lines.lowerBound)-\(declaration.lines.upperBound) {\(declaration.openingLine)} "
                + members.joined(separator: "; ")
        }
    }

    func testATypeAndItsExtensionWithTheirMembersAndLines() throws {
        let text = """
            import Foundation

            @MainActor
            final class SignInPresenter: SignInPresentation, @unchecked Sendable {
                weak var view: (any SignInView)?
                /// The interactor.
                var interactor: (any SignInInteraction)!

                func signIn(username: String) {
                    let brace = "}" // not a brace: }
                    interactor.signIn(username: username) /* nor { this */
                }

                @discardableResult
                class func make(_ a: Int, with b: [String: Int] = [:]) -> Int { 0 }
            }

            // MARK: - SignInInteractorOutput

            extension SignInPresenter: SignInInteractorOutput where Self: AnyObject {
                func failed(error: Error) {}
                init?(name: String) { nil }
            }
            """
        XCTAssertEqual(try describe(text), [
            "0 class SignInPresenter: SignInPresentation,Sendable 3-16 {4} "
                + "var view 5-5; var interactor 7-7; func signIn(username:) 9-12; func make(_:with:) 14-15",
            "0 extension SignInPresenter: SignInInteractorOutput 20-23 {20} func failed(error:) 21-21; init(name:) 22-22",
        ])
    }

    func testDirectivesNestedTypesAndProtocolRequirements() throws {
        let text = """
            #if canImport(UIKit)
            import UIKit

            final class HomeViewController: UIViewController, HomeView {
                var presenter: (any HomePresentation)!
                #if DEBUG
                func debug() {}
                #endif
                struct Row: Hashable { let id: Int; var title: String }
                enum State { case idle, loaded(items: [Int]) }
            }
            #endif
            protocol HomeView: AnyObject {
                var presenter: (any HomePresentation)! { get set }
                func display(title: String)
                static func make() -> Self
            }
            extension Outer.Inner {}
            """
        XCTAssertEqual(try describe(text), [
            "0 class HomeViewController: UIViewController,HomeView 4-11 {4} "
                + "var presenter 5-5; func debug() 7-7; struct Row 9-9; enum State 10-10",
            "1 struct Row: Hashable 9-9 {9} var id 9-9; var title 9-9",
            "1 enum State:  10-10 {10} case idle 10-10",
            "0 protocol HomeView: AnyObject 13-17 {13} var presenter 14-14; func display(title:) 15-15; func make() 16-16",
            "0 extension Outer.Inner:  18-18 {18} ",
        ])
    }

    func testASetterAccessModifierStartsItsMember() throws {
        let text = """
            final class PhotoListViewModel {
                let apiService: any APIServiceProtocol
                private(set) var isLoading: Bool = false
                public internal(set) var count: Int = 0
            }
            """
        XCTAssertEqual(try describe(text), [
            "0 class PhotoListViewModel:  1-5 {1} var apiService 2-2; var isLoading 3-3; var count 4-4",
        ])
    }

    func testAFileThatCannotBeReadThrows() {
        XCTAssertThrowsError(try SwiftOutline.parse("class A {\n    let s = \"unterminated\n}\n"))
        XCTAssertThrowsError(try SwiftOutline.parse("class A {\n    func x() {\n}\n"))
        XCTAssertThrowsError(try SwiftOutline.parse("class A { ) }"))
    }
}
