import ArchGenSpec
import XCTest

final class PlaceholderFillingTests: XCTestCase {
    func testEveryPlaceholderIsFilledAndTheRestKept() {
        XCTAssertEqual("{module}Presenter".filling("{module}", with: "SignIn"), "SignInPresenter")
        XCTAssertEqual("Sources/{module}/{module}Tests".filling("{module}", with: "Café"), "Sources/Café/CaféTests")
        XCTAssertEqual("{modul}{module".filling("{module}", with: "X"), "{modul}{module")
        XCTAssertEqual("{{module}}".filling("{module}", with: "X"), "{X}")
        XCTAssertEqual("{module}".filling("{module}", with: ""), "")
        XCTAssertEqual("".filling("{module}", with: "X"), "")
        XCTAssertEqual("abc".filling("", with: "X"), "abc")
        XCTAssertEqual("ünï{View}cödé".filling("{View}", with: "Screen"), "ünïScreencödé")
    }
}
