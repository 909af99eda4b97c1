import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A module's name: present, a type name, no path in it; asserted verbatim as the user sees it.
final class ModuleNameValidationTests: XCTestCase, SpecValidating {
    func testKeywordAsModuleName() {
        XCTAssertEqual(lint("module: class\n"), """
            Spec.archgen:1:9: error: module name 'class' is a Swift keyword
            module: class
                    ^
            hint: choose another name; generated types and files are named after it

            """)
    }

    func testModuleNameWithAPathSeparator() {
        XCTAssertEqual(lint("module: ../Evil\n"), """
            Spec.archgen:1:9: error: module name '../Evil' contains a path separator
            module: ../Evil
                    ^
            hint: a module name is a Swift identifier: letters, digits and '_', not starting with a digit

            """)
    }

    func testModuleNameWithDotDot() {
        XCTAssertEqual(lint("module: Sign..In\n"), """
            Spec.archgen:1:9: error: module name 'Sign..In' contains '..'
            module: Sign..In
                    ^
            hint: a module name is a Swift identifier: letters, digits and '_', not starting with a digit

            """)
    }

    func testModuleNameMustStartUppercase() {
        XCTAssertEqual(lint("module: signIn\n"), """
            Spec.archgen:1:9: error: module name 'signIn' must start with an uppercase letter
            module: signIn
                    ^
            hint: did you mean 'SignIn'?

            """)
    }

    func testMissingModule() {
        XCTAssertEqual(lint("style: vip\n"), """
            Spec.archgen:1:1: error: missing required key 'module'
            style: vip
            ^
            hint: add 'module: Name' (an UpperCamelCase Swift identifier)

            """)
    }
}
