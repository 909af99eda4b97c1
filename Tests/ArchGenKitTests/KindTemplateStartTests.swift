import ArchGenKit
import XCTest

/// What starts the template of a style's own file kind: `export --kind`
/// where the template is named after its kind, else only the file to write.
final class KindTemplateStartTests: XCTestCase {
    func testTheCommandNamesTheFolderTheTemplateIsIn() {
        XCTAssertEqual(KindTemplateStart(kind: "Mapper", template: "mvp/Mapper", folder: "Styles/mvp", base: "mvp")?.command,
                       "archgen templates export --kind Mapper Styles/mvp")
        XCTAssertEqual(KindTemplateStart(kind: "Mapper", template: "mvp/parts/Mapper", folder: "Styles/mvp", base: "mvp")?.command,
                       "archgen templates export --kind Mapper Styles/mvp/parts")
        XCTAssertEqual(KindTemplateStart(kind: "Mapper", template: "shared/Mapper", folder: "Styles/mvp", base: "mvp")?.path,
                       "Styles/mvp/shared/Mapper.stencil")
    }

    func testATemplateNotNamedAfterItsKindHasOnlyItsPath() {
        let start = KindTemplateStart(kind: "Mapper", template: "mvp/Other", folder: "Styles/mvp", base: "mvp")
        XCTAssertEqual(start, KindTemplateStart(kind: "Mapper", template: "mvp/Other", folder: "Styles/mvp", base: "mvp"))
        XCTAssertEqual(start?.path, "Styles/mvp/Other.stencil")
        XCTAssertNil(start?.command)
        // Another style's template is not the folder's to hold.
        XCTAssertNil(KindTemplateStart(kind: "Mapper", template: "viper/Mapper", folder: "Styles/mvp", base: "mvp"))
    }
}
