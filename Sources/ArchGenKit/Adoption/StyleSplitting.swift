/// Modules of one style whose conventions differ: the first keeps the
/// style's settings (`styles.viper`); each later one that would contradict
/// them gets a style of its own based on it (`styles.viperProfile`, `base:
/// viper`; one of the project's own folder reads it again: `path:
/// Styles/mvp`), which its spec names, so that every module's values are written
/// and none is lost to a note.
package enum StyleSplitting {
    package static func split(_ adoptions: [ModuleAdoption]) -> [ModuleAdoption] {
        var chosen: [String: String] = [:]
        return adoptions.map { adoption in
            guard let style = adoption.shape?.style else { return adoption }
            let own = adoption.leaves.filter { $0.path.count > 2 && $0.path[0] == "styles" && $0.path[1] == style }
            let contradicts = own.contains { leaf in chosen[leaf.key].map { $0 != leaf.value } ?? false }
            guard contradicts else {
                for leaf in own where chosen[leaf.key] == nil { chosen[leaf.key] = leaf.value }
                return adoption
            }
            var split = adoption
            let place = DeclarationPlace(path: adoption.module.sourcesFolder)
            let name = style.replacingOccurrences(of: "-", with: "") + adoption.module.name
            split.leaves = adoption.leaves.map { leaf in
                guard leaf.path.count > 2, leaf.path[0] == "styles", leaf.path[1] == style else { return leaf }
                var renamed = leaf
                renamed.path[1] = name
                return renamed
            } + [adoption.styleFolder.map { SettingLeaf(["styles", name, "path"], SettingLeaf.scalar($0), source: place) }
                  ?? SettingLeaf(["styles", name, "base"], style, source: place)]
            split.specStyle = name
            split.specText = adoption.specText.replacingOccurrences(of: "\nstyle: \(style)\n", with: "\nstyle: \(name)\n")
            return split
        }
    }
}
