/// The types a spec may use without declaring them (`KnownTypes`), for
/// another stage to ask about: those of the standard library, Foundation and
/// what `import Foundation` brings.
package enum KnownTypeNames {
    package static func contains(_ name: String) -> Bool {
        KnownTypes.contains(name)
    }
}
