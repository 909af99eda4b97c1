@testable import ArchGenXcode
import XCTest

/// Where the navigator's groups and files are on disk, and which targets
/// compile a file: groups with and without `path`, names that differ from
/// paths, `SOURCE_ROOT`, variant groups, synchronized folders and their
/// exception sets.
final class ProjectTreeTests: XCTestCase {
    private func tree(_ name: String) throws -> ProjectTree {
        ProjectTree(try XcodeFixtures.project(name), projectBundle: XcodeFixtures.root.appending("\(name).xcodeproj"))
    }

    private func path(of name: String, isa: String = "PBXFileReference", in tree: ProjectTree) -> String? {
        tree.elements.first { $0.object.isa == isa && $0.object.displayName == name }?.path?.description
    }

    func testGroupsWithAndWithoutPaths() throws {
        let tree = try tree("Legacy")
        XCTAssertEqual(tree.sourceRoot.description, "/work")
        XCTAssertEqual(path(of: "Legacy", isa: "PBXGroup", in: tree), "/work/Legacy")
        XCTAssertEqual(path(of: "Supporting Files", isa: "PBXGroup", in: tree), "/work/Legacy", "a group without path is its parent's folder")
        XCTAssertEqual(path(of: "Home", isa: "PBXGroup", in: tree), "/work/Legacy/Modules/Home")
        XCTAssertEqual(path(of: "HomeViewController.swift", in: tree), "/work/Legacy/Modules/Home/HomeViewController.swift")
        XCTAssertEqual(tree.references(to: ProjectPath(absolute: "/work/Legacy/Info.plist")).count, 1)
        XCTAssertEqual(tree.group(for: ProjectPath(absolute: "/work/Legacy"))?.object.displayName, "Legacy",
                       "the group that names the folder wins over one that only organises")
        XCTAssertEqual(tree.group(for: ProjectPath(absolute: "/work"))?.parentID, nil, "the main group")
        XCTAssertNil(path(of: "Legacy.app", in: tree), "built products are nowhere archgen writes")
    }

    func testSourceRootReferencesAndVariantGroups() throws {
        let legacy = try tree("Legacy")
        XCTAssertEqual(path(of: "Logger.swift", in: legacy), "/work/Shared/Logger.swift")
        XCTAssertEqual(path(of: "Main.storyboard", isa: "PBXVariantGroup", in: legacy), "/work/Legacy")
        XCTAssertTrue(legacy.elements.contains { $0.path?.description == "/work/Legacy/Base.lproj/Main.storyboard" })
        let shop = try tree("Shop")
        XCTAssertEqual(path(of: "Config", isa: "PBXGroup", in: shop), "/work/Config")
        XCTAssertEqual(path(of: "Shop.xcconfig", in: shop), "/work/Config/Shop.xcconfig")
        XCTAssertEqual(path(of: "README.md", in: shop), "/work/README.md")
        XCTAssertEqual(path(of: "Formatting.swift", in: shop), "/work/Shop/Support/Formatting.swift")
        XCTAssertEqual(path(of: "de", in: shop), "/work/Shop/de.lproj/Localizable.strings")
    }

    func testGroupsAreFoundByPathWhateverTheirName() throws {
        let shop = try tree("Shop")
        XCTAssertEqual(shop.group(for: ProjectPath(absolute: "/work/Shop/Features"))?.object.displayName, "Screens")
        XCTAssertEqual(shop.group(for: ProjectPath(absolute: "/work/ShopTests/Features/CartTests"))?.object.displayName,
                       "Features/CartTests")
        XCTAssertNil(shop.group(for: ProjectPath(absolute: "/work/ShopTests/Features")))
        XCTAssertEqual(shop.anchorGroup(for: ProjectPath(absolute: "/work/ShopTests/Features/SignIn"))?.object.displayName, "ShopTests")
        XCTAssertNil(shop.anchorGroup(for: ProjectPath(absolute: "/elsewhere")))
    }

    func testProjectDirPathMovesTheSourceRoot() throws {
        let text = String(decoding: try XcodeFixtures.bytes("Shop"), as: UTF8.self)
            .replacingOccurrences(of: "projectDirPath = \"\";", with: "projectDirPath = ../Sources;")
        let tree = ProjectTree(try ProjectFile(bytes: Array(text.utf8)), projectBundle: ProjectPath(absolute: "/work/ios/Shop.xcodeproj"))
        XCTAssertEqual(tree.sourceRoot.description, "/work/Sources")
        XCTAssertEqual(path(of: "Shop", isa: "PBXGroup", in: tree), "/work/Sources/Shop")
    }

    func testAGroupListedInsideItselfIsReadOnce() throws {
        let text = """
            {
            \tobjects = {
            \t\tM = {isa = PBXGroup; children = (G, ); sourceTree = "<group>"; };
            \t\tG = {isa = PBXGroup; children = (M, G, ); path = A; sourceTree = "<group>"; };
            \t\tP = {isa = PBXProject; mainGroup = M; targets = (); };
            \t};
            \trootObject = P;
            }
            """
        let tree = ProjectTree(try ProjectFile(bytes: Array(text.utf8)), projectBundle: ProjectPath(absolute: "/w/A.xcodeproj"))
        XCTAssertEqual(tree.elements.map(\.object.id), ["M", "G"])
    }

    // MARK: Membership

    private func membership(_ name: String) throws -> TargetMembership {
        let file = try XcodeFixtures.project(name)
        return TargetMembership(file: file, tree: ProjectTree(file, projectBundle: XcodeFixtures.root.appending("\(name).xcodeproj")))
    }

    private func members(_ path: String, in membership: TargetMembership) -> [String] {
        membership.targets.filter { membership.isMember(ProjectPath(absolute: path), of: $0) }.map(\.name)
    }

    func testClassicMembershipFollowsTheSourcesPhases() throws {
        let shop = try membership("Shop")
        XCTAssertEqual(members("/work/Shop/ContentView.swift", in: shop), ["Shop"])
        XCTAssertEqual(members("/work/Shop/Support/Formatting.swift", in: shop), ["Shop"])
        XCTAssertEqual(members("/work/ShopTests/Features/CartTests/CartPresenterTests.swift", in: shop), ["ShopTests"])
        XCTAssertEqual(members("/work/Shop/Assets.xcassets", in: shop), [], "resources are not compiled")
        XCTAssertEqual(members("/work/Shop/Features/SignIn/SignInContract.swift", in: shop), [])
    }

    func testSynchronizedMembershipWithExceptionSets() throws {
        let notes = try membership("Notes")
        XCTAssertEqual(members("/work/Notes/Feature/NoteList.swift", in: notes), ["Notes"])
        XCTAssertEqual(members("/work/Notes/Info.plist", in: notes), [], "taken out of Notes by its exception set")
        XCTAssertEqual(members("/work/Notes/Scratch/Draft.swift", in: notes), [], "a listed folder counts for what is below it")
        XCTAssertEqual(members("/work/Notes/ScratchPad.swift", in: notes), ["Notes"], "a name that starts like a listed folder is not in it")
        XCTAssertEqual(members("/work/Notes/Preview/PreviewData.swift", in: notes), ["Notes", "NotesTests"],
                       "an exception set of a target without the folder adds the file to it")
        XCTAssertEqual(members("/work/NotesTests/NotesTests.swift", in: notes), ["NotesTests"])
        XCTAssertEqual(members("/work/Other/File.swift", in: notes), [])
    }
}
