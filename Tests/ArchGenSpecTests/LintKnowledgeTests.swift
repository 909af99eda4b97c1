@testable import ArchGenSpec
import ArchGenSource
import TestSupport
import XCTest

/// Lint knows what the compiler knows: Foundation's and the standard
/// library's types (as on Apple's platforms) are never reported, nor are
/// types nested in the spec's declarations; a type another module of the
/// app module generates, declared again, is an error. Messages verbatim.
final class LintKnowledgeTests: XCTestCase {
    private var sources: [String: SourceText] = [:]

    func testFoundationAndStandardLibraryTypesAreKnown() {
        let sample = [
            "NSDecimalNumber", "NSItemProvider", "NSUserActivity", "NSOrderedSet", "NSPredicate", "NSKeyValueObservation",
            "Date", "URL", "Measurement", "UnitLength", "Decimal", "AttributedString", "LocalizedStringResource",
            "RelativeDateTimeFormatter", "Predicate", "SortDescriptor", "URLSessionWebSocketTask", "FileWrapper",
            "Int", "Duration", "AsyncThrowingStream", "TaskGroup", "Regex", "RangeSet", "InlineArray", "Span", "SIMD4",
            "ManagedBuffer", "CollectionDifference", "DispatchQueue", "DispatchWorkItem", "Selector", "CFString",
            "CGFloat", "CGAffineTransform", "OSStatus",
        ]
        XCTAssertEqual(sample.filter { !KnownTypes.contains($0) }, [])
        // The modules a spec imports to use these (which turns the warning off), not known here.
        XCTAssertEqual(["UIImage", "UIViewController", "View", "Color", "AnyCancellable", "PassthroughSubject"].filter(KnownTypes.contains), [])
        let result = load("""
            module: Ledger
            view:
              - show(total: NSDecimalNumber, parts: NSOrderedSet, since: Date, distance: Measurement<UnitLength>)
              - share(_ item: NSItemProvider, activity: NSUserActivity, queue: DispatchQueue)
            """)
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "")
    }

    /// A role's member naming UIKit's types is written with UIKit imported, inside
    /// `#if canImport(UIKit)`; a service's is not, and SwiftUI is never imported for a member.
    func testUIKitTypesAreKnownWhereArchgenImportsUIKit() {
        let result = load("""
            module: Gallery
            routes:
              - makeScreen() -> UIViewController
            view:
              - show(image: UIImage, tint: Color)
            services:
              Renderer:
                - render() -> UIImage
            """)
        XCTAssertEqual(result.warnings.map { "\($0.location!) \($0.message)" }, [
            "5:32 type 'Color' is not declared in this spec",
            "8:19 type 'UIImage' is not declared in this spec",
        ])
    }

    func testTypesNestedInDeclarationsAreKnownQualifiedAndInside() {
        let result = load("""
            module: Checkout
            external:
              - "struct ShipmentMethod { enum ShippingSpeed { case standard, express }; let speed: ShippingSpeed }"
            entities:
              - "struct Order { struct Line { let count: Int }; let lines: [Line]; let wrap: GiftWrap }"
            view:
              - show(speed: ShipmentMethod.ShippingSpeed, line: Order.Line)
            """)
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            Spec.archgen:5:82: warning: type 'GiftWrap' is not declared in this spec
              - "struct Order { struct Line { let count: Int }; let lines: [Line]; let wrap: GiftWrap }"
                                                                                             ^
            hint: declare it under 'entities' or 'external', or import its module; the build check will fail otherwise

            """)
    }

    func testATypeAnotherModuleOfTheAppModuleGeneratesIsAnError() throws {
        let items = try spec("""
            module: Items
            style: viper-s
            appModule: App
            external:
              - "protocol ItemsAdd_Delegate: AnyObject { func didAdd(name: String) }"
              - "extension ItemsAdd_Delegate { func didCancel() {} }"
            entities:
              - ItemsAddDirector(id: Int)
            """, path: "Specs/Items.archgen")
        let itemsAdd = try spec("module: ItemsAdd\nstyle: viper-s\nappModule: App\ndelegate:\n  - didAdd(name: String)\n",
                                path: "Specs/ItemsAdd.archgen")
        let elsewhere = try spec("module: Settings\nstyle: viper-s\ndelegate:\n  - didClose()\nexternal:\n  - protocol ItemsAdd_Delegate {}\n",
                                 path: "Specs/Settings.archgen")
        let neighbours = SpecNeighbours([items, itemsAdd, elsewhere])
        XCTAssertEqual(render(ProjectLint.siblingTypeCopies(in: items, among: neighbours), spec: items), """
            Specs/Items.archgen:5:5: error: external type 'ItemsAdd_Delegate' has the name of a type archgen generates for module 'ItemsAdd' (Specs/ItemsAdd.archgen), in the same app module 'App'
              - "protocol ItemsAdd_Delegate: AnyObject { func didAdd(name: String) }"
                ^
            hint: module 'ItemsAdd' generates 'ItemsAdd_Delegate'; remove it from 'external:'; the modules of one app module are compiled together, and each sees the others' declarations
            Specs/Items.archgen:8:5: error: entity 'ItemsAddDirector' has the name of a type archgen generates for module 'ItemsAdd' (Specs/ItemsAdd.archgen), in the same app module 'App'
              - ItemsAddDirector(id: Int)
                ^
            hint: rename the entity; the modules of one app module are compiled together, and each sees the others' declarations

            """)
        XCTAssertEqual(ProjectLint.siblingTypeCopies(in: itemsAdd, among: neighbours), [])
        XCTAssertEqual(ProjectLint.siblingTypeCopies(in: elsewhere, among: neighbours), [], "another app module")
    }

    /// An `external` copy of an entity another module of the app module declares is a redeclaration too.
    func testAnExternalCopyOfAnotherModulesEntityIsAnError() throws {
        let pantry = try spec("module: Pantry\nappModule: App\nentities:\n  - Item(id: Int)\n", path: "Specs/Pantry.archgen")
        let shopping = try spec("module: Shopping\nappModule: App\nexternal:\n  - struct Item { let id: Int }\n", path: "Specs/Shopping.archgen")
        let neighbours = SpecNeighbours([pantry, shopping])
        XCTAssertEqual(render(ProjectLint.siblingTypeCopies(in: shopping, among: neighbours), spec: shopping), """
            Specs/Shopping.archgen:4:5: error: external type 'Item' is declared by Specs/Pantry.archgen too (line 4), in the same app module 'App'
              - struct Item { let id: Int }
                ^
            hint: module 'Pantry' declares 'Item'; remove it from 'external:'; the modules of one app module are compiled together, and each sees the others' declarations

            """)
        XCTAssertEqual(ProjectLint.siblingTypeCopies(in: pantry, among: neighbours), [])
    }

    private func load(_ text: String, path: String = "Spec.archgen") -> SpecLoadResult {
        let source = SourceText(path: path, text: text)
        sources[path] = source
        return SpecLoader(files: TestDisk.empty).load(source)
    }

    private func spec(_ text: String, path: String) throws -> Spec {
        let result = load(text, path: path)
        return try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    }

    private func render(_ errors: [SpecError], spec: Spec) -> String {
        DiagnosticRenderer().render(errors.sortedByLocation().map { Diagnostic($0, in: sources[spec.path]!) })
    }
}
