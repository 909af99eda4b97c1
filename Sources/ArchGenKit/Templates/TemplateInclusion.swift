import ArchGenTemplates

/// The templates a list of templates renders with: each, then what it
/// includes, depth first, as a loader finds them.
package enum TemplateInclusion {
    /// `names` and every template they include, each once, in the order
    /// rendering first needs them. A name the loader has no template of, or
    /// whose template does not parse, is listed without includes.
    package static func closure(of names: [String], loader: any TemplateLoader) -> [String] {
        var seen = Set<String>(), ordered: [String] = []
        var pending = names.reversed() as [String]
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            ordered.append(name)
            guard let template = try? loader.template(named: name) else { continue }
            pending.append(contentsOf: template.includedNames.reversed())
        }
        return ordered
    }
}
