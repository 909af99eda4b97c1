import ArchGenSource
import ArchGenSpec
import XCTest

/// Names that would read as other names, or that Swift reserves, asserted
/// verbatim as the user sees them (`NameLookalikes` is the policy).
final class HostileNameTests: XCTestCase {
    func testLettersOfAnyOneScriptAreAccepted() {
        for name in ["SignIn", "Übersicht", "Войти", "Ωμέγα", "写真", "Café", "Sign_In2"] {
            XCTAssertNil(NameLookalikes.problem(in: name), name)
            XCTAssertEqual(lint("module: \(name)\n"), "", name)
        }
    }

    /// A keyword in backticks is a name, as the parser's hint says; a name
    /// with a character Swift names do not take is an error at the name, not
    /// a line read as a YAML mapping.
    func testAKeywordInBackticksAndAnEmojiInAMethodName() {
        XCTAssertEqual(lint("module: Home\nevents:\n  - `default`(x: Int)\n  - ok🎉(x: Int)\n"), """
            Spec.archgen:4:5: error: 'ok🎉' is not a valid identifier
              - ok🎉(x: Int)
                ^
            hint: a name is letters, digits and '_', not starting with a digit

            """)
    }

    func testALookalikeLetterOfAnotherAlphabet() {
        XCTAssertEqual(lint("module: Sign\u{410}In\n"), """
            Spec.archgen:1:9: error: module name 'Sign\u{410}In' mixes Latin and Cyrillic letters: \
            '\u{410}' (U+0410 CYRILLIC CAPITAL LETTER A)
            module: Sign\u{410}In
                    ^
            hint: write every letter in one alphabet; a Cyrillic letter that looks like a Latin one makes another name

            """)
        // The alphabet with more letters is the name's; the odd letter is the other one's.
        XCTAssertEqual(NameLookalikes.problem(in: "Вoйти")?.message,
                       "mixes Cyrillic and Latin letters: 'o' (U+006F LATIN SMALL LETTER O)")
    }

    func testACompatibilityFormSuggestsThePlainName() {
        XCTAssertEqual(lint("module: \u{FF33}ign\u{1D408}n\n"), """
            Spec.archgen:1:9: error: module name '\u{FF33}ign\u{1D408}n' contains '\u{FF33}' \
            (U+FF33 FULLWIDTH LATIN CAPITAL LETTER S), a compatibility form of a letter
            module: \u{FF33}ign\u{1D408}n
                    ^
            hint: did you mean 'SignIn'?

            """)
        XCTAssertEqual(NameLookalikes.problem(in: "Of\u{FB01}ce")?.hint, "write the plain letter")
    }

    /// Invisible characters are shown as code points in the message and in
    /// the echoed line, and the caret stays under what it points at.
    func testInvisibleAndBidiCharactersAreShownAndRejected() {
        XCTAssertEqual(lint("module: \"Sign\\u202EIn\"\nevents:\n  - ta\u{200D}p()\n"), """
            Spec.archgen:1:9: error: module name 'Sign<U+202E>In' contains the invisible character \
            U+202E RIGHT-TO-LEFT OVERRIDE
            module: "Sign\\u202EIn"
                    ^
            hint: delete it: it changes the name without changing how it looks
            Spec.archgen:3:5: error: 'ta<U+200D>p' is not a valid identifier
              - ta<U+200D>p()
                ^
            hint: a name is letters, digits and '_', not starting with a digit

            """)
    }

    func testTheCaretMovesPastARevealedCharacter() {
        let diagnostic = Diagnostic(severity: .error, message: "unknown key 'b\u{202E}'", path: "S.archgen",
                                    location: SourceLocation(line: 1, column: 3), sourceLine: "a\u{202E}b: c")
        XCTAssertEqual(DiagnosticRenderer().render(diagnostic), """
            S.archgen:1:3: error: unknown key 'b<U+202E>'
            a<U+202E>b: c
                     ^
            """)
    }

    func testMemberNamesLabelsAndParametersAreChecked() {
        XCTAssertEqual(lint("""
            module: Shop
            events:
              - sign\u{410}In()
              - buy(item \u{441}ount: Int)
              - \u{FF46}ind(_ text: String)
            services:
              Store:
                property: st\u{43E}re

            """).components(separatedBy: "\n").filter { $0.contains("error:") }, [
                "Spec.archgen:3:5: error: name 'sign\u{410}In' mixes Latin and Cyrillic letters: '\u{410}' (U+0410 CYRILLIC CAPITAL LETTER A)",
                "Spec.archgen:4:5: error: name '\u{441}ount' mixes Latin and Cyrillic letters: '\u{441}' (U+0441 CYRILLIC SMALL LETTER ES)",
                "Spec.archgen:5:5: error: name '\u{FF46}ind' contains '\u{FF46}' (U+FF46 FULLWIDTH LATIN SMALL LETTER F), a compatibility form of a letter",
                "Spec.archgen:8:15: error: property name 'st\u{43E}re' mixes Latin and Cyrillic letters: '\u{43E}' (U+043E CYRILLIC SMALL LETTER O)",
            ])
    }

    func testNamesSwiftReservesAreLocatedErrors() {
        for name in ["Self", "Any"] {
            XCTAssertEqual(lint("module: \(name)\n"), """
                Spec.archgen:1:9: error: module name '\(name)' is a Swift keyword
                module: \(name)
                        ^
                hint: choose another name; generated types and files are named after it

                """)
        }
        for name in ["Type", "Protocol"] {
            XCTAssertEqual(lint("module: Shop\nentities:\n  - \(name)(id: Int)\n"), """
                Spec.archgen:3:5: error: entity name '\(name)' is reserved by Swift
                  - \(name)(id: Int)
                    ^
                hint: choose another name

                """)
        }
        XCTAssertEqual(lint("module: Shop\nservices:\n  Self: []\n").components(separatedBy: "\n").first,
                       "Spec.archgen:3:3: error: service name 'Self' is a Swift keyword")
    }

    /// A keyword as a member name needs backticks, as in Swift.
    func testAKeywordMemberNameSuggestsBackticks() {
        XCTAssertEqual(lint("module: Shop\nevents:\n  - default()\n  - \"`default`(value: Int)\"\n"), """
            Spec.archgen:3:5: error: 'default' is a keyword and cannot be a method name
              - default()
                ^
            hint: write `default` in backticks to use it as a name

            """)
    }

    private func lint(_ text: String) -> String {
        DiagnosticRenderer().render(SpecLoader().load(SourceText(path: "Spec.archgen", text: text)).diagnostics)
    }
}
