import ArchGenKit
import ArchGenSource
import ArchGenSpec
import Foundation

/// `--write-specs DIR` (scripts/mutate): each spec of the run, restricted to
/// each built-in style, at `DIR/<style>/<Module>.archgen`, with the platform
/// and test kit the run gives it in that style; nothing is built.
enum StyleSpecFolders {
    static func write(_ specs: [GeneratedSpec], seed: UInt64, styles: [StyleProject], to folder: String) throws {
        for (styleIndex, style) in styles.enumerated() where style.folder == nil {
            let styleFolder = Path.join(folder, style.name)
            try FileManager.default.createDirectory(atPath: styleFolder, withIntermediateDirectories: true)
            for (index, generated) in specs.enumerated() {
                let (platform, tests, _) = variant(seed: seed, index: index, styleIndex: styleIndex, style: style.definition)
                var spec = generated.restricted(to: style.definition)
                spec.keys["platform"] = platform.rawValue
                spec.keys["tests"] = tests.rawValue
                try spec.text.write(toFile: Path.join(styleFolder, spec.module + ".archgen"), atomically: true, encoding: .utf8)
            }
        }
    }
}
