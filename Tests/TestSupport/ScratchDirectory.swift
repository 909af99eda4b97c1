import Foundation

/// A fresh temporary folder for one test, removed when the test is done.
package final class ScratchDirectory {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    package func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Every file below the folder (hidden ones too) by relative path, with its bytes.
    package func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = url.resolvingSymlinksInPath().path + "/"
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return files
        }
        for case let file as URL in walker where try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            let path = file.resolvingSymlinksInPath().path
            files[String(path.dropFirst(root.count))] = try Data(contentsOf: file)
        }
        return files
    }

    @discardableResult
    package func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }
}

extension ScratchDirectory {
    /// A copy of the Shop Xcode project fixture (targets Shop and ShopTests)
    /// and an archgen.yml linking it: modules in `Modules/`, their tests in
    /// `ModuleTests/`, all of app module Shop, without a view layer.
    package func writeShopProject() throws {
        let fixture = Fixtures.directory.appendingPathComponent("Xcode/Shop.xcodeproj/project.pbxproj")
        try write("Shop.xcodeproj/project.pbxproj", bytes: Array(try Data(contentsOf: fixture)))
        try write("archgen.yml", """
            specs: Specs
            paths:
              sources: Modules/{module}
              tests: ModuleTests/{module}Tests
            defaults:
              appModule: Shop
              platform: none
            xcode:
              project: Shop.xcodeproj
              target: Shop
              testTarget: ShopTests

            """)
    }
}
