/// The modules of a build as the app compiles them: the modules of one app
/// module (the spec's `appModule`) are one target, as they are one target
/// of the app, so one module's code can use another's types (a presenter
/// implementing another module's delegate, a router calling another
/// module's entry point). A module alone in its app module stays a target
/// of its own, named after it.
///
/// In a joined target each module's files keep a folder of their own
/// (`Sources/App/Home/HomePresenter.swift`); a file name two modules share
/// gets its module's name in front (Swift wants each file name once in a
/// module). The shared declarations, which every module of the app module
/// compiles, are compiled once.
package enum AppTargets {
    package static func joined(_ modules: [SandboxModule]) -> [SandboxModule] {
        var order: [String] = []
        var groups: [String: [SandboxModule]] = [:]
        for module in modules {
            if groups[module.appModule] == nil { order.append(module.appModule) }
            groups[module.appModule, default: []].append(module)
        }
        let names = Set(modules.map(\.name))
        return order.flatMap { app -> [SandboxModule] in
            let group = groups[app] ?? []
            // A target of the app module's name must not take another module's name.
            guard group.count > 1, !names.subtracting(group.map(\.name)).contains(app) else { return group }
            return [joined(group, as: app)]
        }
    }

    private static func joined(_ group: [SandboxModule], as app: String) -> SandboxModule {
        var external: MappedSource?
        for module in group {
            guard let part = module.external else { continue }
            external = (external ?? MappedSource()).appending(part)
        }
        var target = SandboxModule(
            name: app, appModule: app, sources: files(group, \.sources), tests: files(group, \.tests),
            external: external, shared: group.compactMap(\.shared).first)
        target.moduleNames = group.flatMap(\.moduleNames)
        return target
    }

    /// Every module's files of one kind, each below a folder of its module's name.
    private static func files(_ group: [SandboxModule], _ kind: KeyPath<SandboxModule, [SandboxModule.File]>) -> [SandboxModule.File] {
        var counts: [Substring: Int] = [:]
        for module in group {
            for file in module[keyPath: kind] { counts[baseName(file.name), default: 0] += 1 }
        }
        return group.flatMap { module in
            module[keyPath: kind].map { file in
                let base = baseName(file.name)
                let folder = file.name.dropLast(base.count)
                let name = counts[base, default: 0] > 1 ? "\(folder)\(module.name)-\(base)" : file.name
                return SandboxModule.File(path: file.path, name: module.name + "/" + name, contents: file.contents)
            }
        }
    }

    private static func baseName(_ name: String) -> Substring {
        name.split(separator: "/").last ?? Substring(name)
    }
}
