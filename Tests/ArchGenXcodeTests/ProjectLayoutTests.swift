@testable import ArchGenXcode
import XCTest

/// Project files laid out other ways than Xcode's own fixtures: sections
/// missing (made in their alphabetical place), CRLF line breaks, spaces for
/// tabs, lists on one line or without a last comma, no section markers at
/// all. Added lines follow the file's layout, and the result reads back.
final class ProjectLayoutTests: XCTestCase {
    /// A small project: main group `G0`, target `App` (`T1`) with Sources phase `S1`.
    private let minimal = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXGroup section */
        \t\tG0 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tT1 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\tS1 /* Sources */,
        \t\t\t);
        \t\t\tname = App;
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tP0 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = G0;
        \t\t\ttargets = (
        \t\t\t\tT1 /* App */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tS1 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t);
        \t\t};
        /* End PBXSourcesBuildPhase section */
        \t};
        \trootObject = P0 /* Project object */;
        }

        """

    private let member = ProjectMember(path: ProjectPath(absolute: "/w/App/Sign In.swift"), shownPath: "App/Sign In.swift", role: .sources)

    private func add(to text: String) throws -> String {
        let editor = ProjectEditor(file: try ProjectFile(bytes: Array(text.utf8)), projectBundle: ProjectPath(absolute: "/w/A.xcodeproj"))
        let edit = try editor.adding([member], for: try TargetChoice(target: "App", testTarget: nil, in: editor.file))
        let result = String(decoding: edit.bytes, as: UTF8.self)
        // It reads back, the file is in its target, and a second run changes nothing.
        let file = try ProjectFile(bytes: edit.bytes)
        let membership = TargetMembership(file: file, tree: ProjectTree(file, projectBundle: ProjectPath(absolute: "/w/A.xcodeproj")))
        XCTAssertTrue(membership.isMember(member.path, of: membership.targets[0]))
        let again = try ProjectEditor(file: file, projectBundle: ProjectPath(absolute: "/w/A.xcodeproj"))
            .adding([member], for: try TargetChoice(target: "App", testTarget: nil, in: file))
        XCTAssertEqual(again.bytes, edit.bytes)
        return result
    }

    private var ids: (buildFile: String, reference: String, group: String) {
        (ObjectIDGenerator.hex("PBXBuildFile T1 App/Sign In.swift"), ObjectIDGenerator.hex("PBXFileReference App/Sign In.swift"),
         ObjectIDGenerator.hex("PBXGroup App"))
    }

    /// The new group goes before `G0`: objects are in ID order.
    func testMissingSectionsAreMadeInTheirPlace() throws {
        let (buildFile, reference, group) = ids
        let expected = minimal
            .replacingOccurrences(of: "\t\t\tchildren = (\n\t\t\t);\n\t\t\tsourceTree", with: "\t\t\tchildren = (\n\t\t\t\t\(group) /* App */,\n\t\t\t);\n\t\t\tsourceTree")
            .replacingOccurrences(of: "\t\t\tfiles = (\n\t\t\t);", with: "\t\t\tfiles = (\n\t\t\t\t\(buildFile) /* Sign In.swift in Sources */,\n\t\t\t);")
            .replacingOccurrences(of: "/* Begin PBXGroup section */\n", with: """
                /* Begin PBXBuildFile section */
                \t\t\(buildFile) /* Sign In.swift in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* Sign In.swift */; };
                /* End PBXBuildFile section */

                /* Begin PBXFileReference section */
                \t\t\(reference) /* Sign In.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Sign In.swift"; sourceTree = "<group>"; };
                /* End PBXFileReference section */

                /* Begin PBXGroup section */
                \t\t\(group) /* App */ = {
                \t\t\tisa = PBXGroup;
                \t\t\tchildren = (
                \t\t\t\t\(reference) /* Sign In.swift */,
                \t\t\t);
                \t\t\tpath = App;
                \t\t\tsourceTree = "<group>";
                \t\t};

                """)
        XCTAssertEqual(try add(to: minimal), expected)
    }

    func testCRLFLineBreaksAreKept() throws {
        let crlf = minimal.replacingOccurrences(of: "\n", with: "\r\n")
        let result = try add(to: crlf)
        XCTAssertEqual(result, try add(to: minimal).replacingOccurrences(of: "\n", with: "\r\n"))
    }

    /// The added lines end as most of the file's lines do: one CRLF line (a Windows edit) does not spread.
    func testOneStrayCRLFLineIsNotFollowed() throws {
        let stray = minimal.replacingOccurrences(of: "!$*UTF8*$!\n", with: "!$*UTF8*$!\r\n")
        XCTAssertEqual(try add(to: stray), try add(to: minimal).replacingOccurrences(of: "!$*UTF8*$!\n", with: "!$*UTF8*$!\r\n"))
    }

    func testSpacesForTabsAreFollowed() throws {
        let spaces = minimal.replacingOccurrences(of: "\t", with: "    ")
        let result = try add(to: spaces)
        XCTAssertFalse(result.contains("\t"))
        XCTAssertTrue(result.contains("\n        \(ids.group) /* App */ = {\n            isa = PBXGroup;\n"), result)
        XCTAssertTrue(result.contains("\n                \(ids.buildFile) /* Sign In.swift in Sources */,\n            );"), result)
    }

    func testListsOnOneLineAndWithoutALastComma() throws {
        let oneLine = minimal
            .replacingOccurrences(of: "\t\t\tfiles = (\n\t\t\t);", with: "\t\t\tfiles = ();")
            .replacingOccurrences(of: "\t\t\tchildren = (\n\t\t\t);", with: "\t\t\tchildren = (X0 /* Other */);")
            .replacingOccurrences(of: "/* End PBXGroup section */", with: "\t\tX0 /* Other */ = {isa = PBXGroup; children = (); name = Other; sourceTree = \"<group>\"; };\n/* End PBXGroup section */")
        let result = try add(to: oneLine)
        XCTAssertTrue(result.contains("\t\t\tfiles = (\(ids.buildFile) /* Sign In.swift in Sources */, );"), result)
        XCTAssertTrue(result.contains("\t\t\tchildren = (X0 /* Other */, \(ids.group) /* App */, );"), result)
    }

    func testAFileWithoutSectionMarkers() throws {
        var bare = minimal
        for isa in ["PBXGroup", "PBXNativeTarget", "PBXProject", "PBXSourcesBuildPhase"] {
            bare = bare.replacingOccurrences(of: "\n/* Begin \(isa) section */\n", with: "\n")
                .replacingOccurrences(of: "/* End \(isa) section */\n", with: "")
        }
        let result = try add(to: bare)
        XCTAssertFalse(result.contains("section */"))
        XCTAssertTrue(result.contains("\t\t\(ids.reference) /* Sign In.swift */ = {isa = PBXFileReference; "), result)
    }

    func testAMinifiedFileStillReadsBack() throws {
        let minified = minimal.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("/*") && !$0.hasPrefix("//") }
            .joined(separator: " ")
        let result = try add(to: minified)
        XCTAssertTrue(result.contains(ids.buildFile))
    }

    /// Found by scripts/fuzz xcode: an `End PBXGroup section` comment inside a
    /// group's braces put a new group with a later ID inside that group, as
    /// its key, so it was no object and a second run added it again. Only
    /// markers between objects count.
    func testASectionMarkerInsideAnObjectIsNotWhereObjectsGo() throws {
        let text = minimal.replacingOccurrences(of: "G0", with: "000000000000000000000001")
            .replacingOccurrences(of: "\t\t\tsourceTree = \"<group>\";\n\t\t};\n/* End PBXGroup section */",
                                  with: "\t\t\tsourceTree = \"<group>\";\n/* End PBXGroup section */\n\t\t};\n/* End PBXGroup section */")
        let result = try add(to: text)
        let file = try ProjectFile(bytes: Array(result.utf8))
        XCTAssertEqual(file.objects[ids.group]?.isa, "PBXGroup")
    }
}
